"""Figures for the neural-network pages:

* content/docs/machine_learning/neural_network/neural_network_basics.mdx
  (activations, optimisers, learning rate, overfitting, the NumPy MLP)
* content/docs/machine_learning/neural_network.mdx (the sine-fitting loop)

No deep-learning framework is installed, so training curves come from
scikit-learn's MLPClassifier/MLPRegressor (trained epoch by epoch with
partial_fit) and from the page's own NumPy network, run verbatim.
"""

from __future__ import annotations

import functools
import math
import warnings

import numpy as np
from sklearn.datasets import make_moons
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import log_loss
from sklearn.model_selection import train_test_split
from sklearn.neural_network import MLPClassifier, MLPRegressor

from common import (OKABE_ITO, SERIES, expect, figure, new_chart, predict_grid,
                    probability_surface, scatter_classes)

BASICS = "content/docs/machine_learning/neural_network/neural_network_basics.mdx"
OVERVIEW = "content/docs/machine_learning/neural_network.mdx"


# ---------------------------------------------------------------------------
# Activations
# ---------------------------------------------------------------------------

def gelu(z):
    return 0.5 * z * (1 + np.vectorize(math.erf)(z / math.sqrt(2)))


def gelu_grad(z):
    cdf = 0.5 * (1 + np.vectorize(math.erf)(z / math.sqrt(2)))
    return cdf + z * np.exp(-0.5 * z**2) / math.sqrt(2 * math.pi)


@figure(
    "activation-functions", BASICS, "Activation functions",
    alt="Two panels. Left: sigmoid rising from 0 to 1, tanh from -1 to 1, ReLU flat at 0 then "
        "a straight line, leaky ReLU with a small negative slope, and GELU, which follows "
        "ReLU but dips slightly below zero around z = -0.75. Right: their derivatives: the "
        "sigmoid's peaks at only 0.25, tanh's at 1, both fading to 0 for large |z|; ReLU's is "
        "a step from 0 to 1, leaky ReLU's from 0.1 to 1, and GELU's a smooth step that dips "
        "slightly below 0 before rising and overshoots 1 a little.",
    caption="Common activations and their derivatives: saturating functions have vanishing "
            "gradients for large |z|, ReLU-like ones keep a gradient of 1 for positive inputs.",
)
def activations(theme):
    z = np.linspace(-4, 4, 401)
    sig = 1 / (1 + np.exp(-z))
    alpha = 0.1  # the page uses 0.01; 0.1 keeps the negative slope visible
    funcs = [
        ("sigmoid", sig, sig * (1 - sig), OKABE_ITO["blue"], "-"),
        ("tanh", np.tanh(z), 1 - np.tanh(z) ** 2, OKABE_ITO["vermillion"], "-"),
        ("ReLU", np.maximum(0, z), (z > 0).astype(float), OKABE_ITO["green"], "-"),
        (f"leaky ReLU (α = {alpha})", np.where(z > 0, z, alpha * z),
         np.where(z > 0, 1.0, alpha), OKABE_ITO["green"], ":"),
        ("GELU", gelu(z), gelu_grad(z), OKABE_ITO["purple"], "--"),  # exact, via erf
    ]
    fig, (a1, a2) = new_chart(3.7, 1, 2)
    for name, f, df, c, ls in funcs:
        a1.plot(z, f, color=c, ls=ls, label=name)
        a2.plot(z, df, color=c, ls=ls, label=name)
    a1.set(title="φ(z)", xlabel="z", ylim=(-1.3, 3.2))
    a2.set(title="φ′(z)", xlabel="z", ylim=(-0.15, 1.25))
    a2.annotate("sigmoid′ ≤ 0.25", (0, 0.25), xytext=(-3.9, 0.48), fontsize=11,
                arrowprops=dict(arrowstyle="->", color=theme.muted, lw=1.2))
    a1.legend(loc="upper left", fontsize=10)
    return fig


# ---------------------------------------------------------------------------
# Optimisers
# ---------------------------------------------------------------------------

A = np.array([[0.25, 0.0], [0.0, 20.0]])  # an elongated bowl: curvature 0.25 along x, 20 along y


def loss(p):
    return 0.5 * p @ A @ p


def grad(p):
    return A @ p


def run(update, start, steps=60):
    p, state, path = np.array(start, float), {}, []
    path.append(p.copy())
    for t in range(1, steps + 1):
        p = update(p, grad(p), state, t)
        path.append(p.copy())
    return np.array(path)


def sgd(lr):
    return lambda p, g, s, t: p - lr * g


def momentum(lr, beta=0.9):
    def step(p, g, s, t):
        s["v"] = beta * s.get("v", 0) + g
        return p - lr * s["v"]
    return step


def adam(lr, b1=0.9, b2=0.999, eps=1e-8):
    def step(p, g, s, t):
        s["m"] = b1 * s.get("m", 0) + (1 - b1) * g
        s["v"] = b2 * s.get("v", 0) + (1 - b2) * g**2
        m_hat, v_hat = s["m"] / (1 - b1**t), s["v"] / (1 - b2**t)
        return p - lr * m_hat / (np.sqrt(v_hat) + eps)
    return step


@figure(
    "optimizer-paths", BASICS, "Gradient descent and its variants",
    alt="Contours of an elongated quadratic loss, wide along θ₁ and steep along θ₂, with 60 "
        "steps of three optimisers from the same start at the left. Plain gradient descent "
        "zigzags across the steep direction and then crawls, ending far from the minimum "
        "(loss 0.66). Momentum builds speed along the valley, overshoots and swings back, "
        "ending near the minimum (loss 0.025). Adam, which scales each coordinate's step, "
        "takes a smooth curved path, overshoots slightly and ends closest (loss 0.014).",
    caption="60 steps on a badly conditioned bowl: momentum builds speed along the valley, "
            "Adam rescales each parameter's step.",
)
def optimizer_paths(theme):
    start = (-9.0, 1.6)
    runs = [("gradient descent, η = 0.09", run(sgd(0.09), start), OKABE_ITO["vermillion"]),
            ("momentum, η = 0.02, β = 0.9", run(momentum(0.02), start), OKABE_ITO["blue"]),
            ("Adam, η = 0.5", run(adam(0.5), start), OKABE_ITO["green"])]
    expect("optimizer final losses (alt text)",
           [float(f"{loss(p[-1]):.2g}") for _, p, _ in runs], [0.66, 0.025, 0.014])
    fig, ax = new_chart(3.8)
    xs, ys = np.linspace(-10, 3, 300), np.linspace(-2.2, 2.2, 200)
    X, Y = np.meshgrid(xs, ys)
    Z = 0.5 * (A[0, 0] * X**2 + A[1, 1] * Y**2)
    ax.contour(X, Y, Z, levels=np.geomspace(0.05, Z.max(), 14), colors=[theme.muted],
               linewidths=0.7)
    for name, path, c in runs:
        ax.plot(path[:, 0], path[:, 1], color=c, lw=1.6, marker="o", ms=2.5,
                label=f"{name}: loss {loss(path[-1]):.3g}")
    ax.scatter([0], [0], marker="*", s=220, color=theme.fg, zorder=5, label="minimum")
    ax.scatter(*start, s=50, color=theme.fg, zorder=5)
    ax.set(xlabel="θ₁", ylabel="θ₂", xlim=(-10, 3), ylim=(-2.2, 2.2))
    ax.grid(False)
    ax.legend(loc="lower right", fontsize=10)
    return fig


# ---------------------------------------------------------------------------
# Learning rate
# ---------------------------------------------------------------------------

@functools.cache
def lr_runs():
    """Batch gradient descent on the linear-regression page's data (seed 42)."""
    g = np.random.default_rng(42)
    m = 200
    X = g.normal(size=(m, 3))
    y = 4.0 + X @ np.array([2.0, -1.0, 0.5]) + g.normal(scale=0.5, size=m)
    Xb = np.column_stack([np.ones(m), X])
    lam_max = np.linalg.eigvalsh(2 / m * Xb.T @ Xb).max()
    limit = 2 / lam_max  # above this, gradient descent diverges
    rates = [(0.01, "too low, crawls"), (0.1, "as on the linear-regression page"),
             (round(1.08 * limit, 2), "too high, diverges")]
    out = []
    for eta, label in rates:
        theta = np.zeros(4)
        losses = []
        for _ in range(100):
            losses.append(np.mean((Xb @ theta - y) ** 2))
            theta = theta - eta * (2 / m) * Xb.T @ (Xb @ theta - y)
        out.append((eta, label, np.array(losses)))
    expect("diverging learning rate (alt text)", out[-1][0], 1.0)
    return out, limit


@figure(
    "learning-rate", BASICS, "The learning rate",
    alt="Training loss on a log scale over 100 gradient-descent steps for three learning "
        "rates on the linear-regression page's data. η = 0.01 decreases slowly and is still "
        "far above the noise level after 100 steps; η = 0.1 drops fast and flattens at the "
        "noise level within about 20 steps; η = 1.0, just above the stability limit, makes "
        "the loss grow without bound.",
    caption="Too low crawls, too high diverges: the useful learning rates sit below a limit "
            "set by the curvature of the loss.",
)
def learning_rate(theme):
    runs, limit = lr_runs()
    fig, ax = new_chart(3.6)
    for (eta, label, losses), c in zip(runs, SERIES):
        ax.plot(np.arange(len(losses)), losses, color=c, lw=1.8, label=f"η = {eta}: {label}")
    ax.set(yscale="log", xlabel="step", ylabel="training MSE (log scale)", ylim=(0.1, 1e3))
    ax.legend(loc="upper right", fontsize=10)
    return fig


# ---------------------------------------------------------------------------
# Overfitting
# ---------------------------------------------------------------------------

@functools.cache
def overfit_curves(epochs: int = 300):
    X, y = make_moons(n_samples=200, noise=0.35, random_state=1)
    X_tr, X_val, y_tr, y_val = train_test_split(X, y, test_size=0.5, random_state=0)
    curves = {}
    for alpha in (0.0, 0.05):
        clf = MLPClassifier(hidden_layer_sizes=(128, 128), alpha=alpha, learning_rate_init=3e-3,
                            batch_size=32, random_state=0)
        tr, va = [], []
        for _ in range(epochs):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ConvergenceWarning)
                clf.partial_fit(X_tr, y_tr, classes=[0, 1])
            tr.append(log_loss(y_tr, clf.predict_proba(X_tr)))
            va.append(log_loss(y_val, clf.predict_proba(X_val)))
        curves[alpha] = (np.array(tr), np.array(va))
    return curves


@figure(
    "training-curves-overfitting", BASICS, "Overfitting and regularisation",
    alt="Training and validation loss over 300 epochs for a large MLP on 100 noisy two-moons "
        "points. Without regularisation the training loss keeps falling towards zero while "
        "the validation loss reaches its minimum early, marked as the early-stopping point, "
        "and then climbs steadily. With L2 regularisation (alpha 0.05) both curves flatten "
        "and the validation loss stays low.",
    caption="The overfitting signature: training loss keeps improving while validation loss "
            "turns back up. Early stopping keeps the best epoch; weight decay flattens the "
            "rise.",
)
def training_curves(theme):
    curves = overfit_curves()
    tr, va = curves[0.0]
    tr2, va2 = curves[0.05]
    epochs = np.arange(1, len(tr) + 1)
    best = int(np.argmin(va)) + 1
    fig, ax = new_chart(3.7)
    ax.plot(epochs, tr, color=OKABE_ITO["blue"], label="train, no regularisation")
    ax.plot(epochs, va, color=OKABE_ITO["vermillion"], label="validation, no regularisation")
    ax.plot(epochs, tr2, color=OKABE_ITO["blue"], ls=":", lw=1.8, label="train, L2 α = 0.05")
    ax.plot(epochs, va2, color=OKABE_ITO["vermillion"], ls=":", lw=1.8,
            label="validation, L2 α = 0.05")
    ax.axvline(best, color=theme.muted, ls="--", lw=1.2)
    ax.annotate(f"early stopping\n(best epoch {best})", (best, va[best - 1]), xytext=(25, 40),
                textcoords="offset points", fontsize=11,
                arrowprops=dict(arrowstyle="->", color=theme.muted, lw=1.2))
    ax.set(xlabel="epoch", ylabel="log loss", xlim=(0, len(tr)), ylim=(0, None))
    ax.legend(loc="center right", bbox_to_anchor=(1, 0.6), fontsize=10)
    return fig


# ---------------------------------------------------------------------------
# The NumPy network, verbatim
# ---------------------------------------------------------------------------

@functools.cache
def numpy_mlp():
    """numpy_mlp.py from the page, unchanged apart from returning its state."""
    rng = np.random.default_rng(0)

    def make_moons_np(n, noise=0.2):
        t = rng.uniform(0, np.pi, n)
        half = n // 2
        x = np.empty((n, 2))
        x[:half] = np.c_[np.cos(t[:half]), np.sin(t[:half])]
        x[half:] = np.c_[1 - np.cos(t[half:]), 0.5 - np.sin(t[half:])]
        y = np.r_[np.zeros(half), np.ones(n - half)]
        return x + rng.normal(0, noise, x.shape), y.reshape(-1, 1)

    X, y = make_moons_np(1000)
    idx = rng.permutation(len(X))
    X_train, y_train = X[idx[:800]], y[idx[:800]]
    X_test, y_test = X[idx[800:]], y[idx[800:]]
    mu, sigma = X_train.mean(axis=0), X_train.std(axis=0)
    X_train, X_test = (X_train - mu) / sigma, (X_test - mu) / sigma

    def sigmoid(z):
        return 1.0 / (1.0 + np.exp(-z))

    n_in, n_hidden = 2, 16
    W1 = rng.normal(0, np.sqrt(2 / n_in), (n_in, n_hidden))
    b1 = np.zeros((1, n_hidden))
    W2 = rng.normal(0, np.sqrt(1 / n_hidden), (n_hidden, 1))
    b2 = np.zeros((1, 1))

    def forward(X):
        Z1 = X @ W1 + b1
        A1 = np.maximum(Z1, 0.0)
        Z2 = A1 @ W2 + b2
        return Z1, A1, sigmoid(Z2)

    lr, lam, epochs, batch = 0.1, 1e-4, 200, 32
    for epoch in range(epochs):
        order = rng.permutation(len(X_train))
        for start in range(0, len(order), batch):
            b = order[start:start + batch]
            Xb, yb = X_train[b], y_train[b]
            m = len(b)
            Z1, A1, P = forward(Xb)
            dZ2 = (P - yb) / m
            dW2 = A1.T @ dZ2 + lam * W2
            db2 = dZ2.sum(axis=0, keepdims=True)
            dA1 = dZ2 @ W2.T
            dZ1 = dA1 * (Z1 > 0)
            dW1 = Xb.T @ dZ1 + lam * W1
            db1 = dZ1.sum(axis=0, keepdims=True)
            W1 -= lr * dW1; b1 -= lr * db1  # noqa: E702 (as on the page)
            W2 -= lr * dW2; b2 -= lr * db2  # noqa: E702

    test_acc = float(np.mean((forward(X_test)[2] > 0.5) == y_test))
    expect("NumPy MLP test accuracy", round(test_acc, 3), 0.98)
    logreg = LogisticRegression().fit(X_train, y_train.ravel())
    lr_train = logreg.score(X_train, y_train.ravel())
    expect("logistic regression train accuracy (page: about 89 %)", round(lr_train, 2), 0.89,
           tol=0.011)
    lim = ((-2.4, 2.4), (-2.6, 2.6))
    p_mlp = predict_grid(lambda P: forward(P)[2].ravel(), *lim, resolution=220)
    p_lr = predict_grid(lambda P: logreg.predict_proba(P)[:, 1], *lim, resolution=220)
    lr_test = logreg.score(X_test, y_test.ravel())
    expect("logistic regression test accuracy (alt text)", round(lr_test, 2), 0.92)
    return X_test, y_test.ravel().astype(int), lim, p_mlp, test_acc, p_lr, lr_train, lr_test


@figure(
    "numpy-mlp-moons", BASICS, "A two-layer network from scratch in NumPy",
    alt="Two panels with the 200 standardised test points of the two-moons data. Left: the "
        "NumPy network's predicted probability as a background gradient with a curved 0.5 "
        "boundary that follows the gap between the moons, 98 % test accuracy. Right: "
        "logistic regression on the same split, whose straight boundary cuts through both "
        "moon tips: 89 % training and 92 % test accuracy.",
    caption="The 16 hidden ReLU units bend the decision boundary; a logistic regression on "
            "the same data can only draw a straight line.",
)
def numpy_mlp_figure(theme):
    X_te, y_te, lim, p_mlp, acc, p_lr, lr_train, lr_test = numpy_mlp()
    fig, axes = new_chart(3.6, 1, 2, sharey=True)
    colours = SERIES[:2]
    gx, gy = np.linspace(*lim[0], p_mlp.shape[1]), np.linspace(*lim[1], p_mlp.shape[0])
    for ax, p, title in [(axes[0], p_mlp, f"NumPy MLP 2-16-1: test {acc:.0%}"),
                         (axes[1], p_lr, f"logistic regression: train {lr_train:.0%}, "
                                         f"test {lr_test:.0%}")]:
        probability_surface(ax, theme, p, *lim, colours, alpha=0.38)
        ax.contour(gx, gy, p, levels=[0.5], colors=[theme.fg], linewidths=1.6)
        scatter_classes(ax, theme, X_te, y_te, colours, size=16)
        ax.set(title=title, xlabel="x₁ (standardised)")
        ax.grid(False)
    axes[0].set_ylabel("x₂ (standardised)")
    return fig


# ---------------------------------------------------------------------------
# Overview page: the sine-fitting loop
# ---------------------------------------------------------------------------

@functools.cache
def sine_fit():
    g = np.random.default_rng(0)
    x = np.linspace(-3, 3, 512)[:, None]
    y = np.sin(x[:, 0]) + 0.1 * g.normal(size=512)
    reg = MLPRegressor(hidden_layer_sizes=(64, 64), activation="tanh", solver="adam",
                       learning_rate_init=1e-2, batch_size=512, max_iter=1000, tol=0,
                       n_iter_no_change=10_000, random_state=0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        reg.fit(x, y)
    mse = float(np.mean((reg.predict(x) - y) ** 2))
    # sklearn's loss_curve_ is half the MSE (plus a tiny L2 term): report plain MSE
    curve = 2 * np.array(reg.loss_curve_)
    expect("sine fit settles at the noise variance (~0.01)", round(mse, 2), 0.01)
    return x[:, 0], y, reg.predict(x), mse, curve


@figure(
    "sine-fit", OVERVIEW, "A minimal end-to-end picture",
    alt="Left: 512 noisy samples of sin(x) between -3 and 3 with the trained network's "
        "prediction, a smooth curve lying on the true sine. Right: the training MSE on a log "
        "scale over 1,000 full-batch steps, falling quickly and levelling off at about 0.01, "
        "the variance of the added noise, marked by a dotted line.",
    caption="A 1-64-64-1 tanh network fitted to a noisy sine (reproduced with scikit-learn's "
            "MLPRegressor): the loss stops at the noise level, 0.1² = 0.01.",
)
def sine_fit_figure(theme):
    x, y, pred, mse, curve = sine_fit()
    fig, (a1, a2) = new_chart(3.4, 1, 2)
    a1.scatter(x, y, s=6, color=theme.muted, alpha=0.7, lw=0, label="data")
    a1.plot(x, np.sin(x), color=theme.fg, ls=":", lw=1.3, label="sin(x)")
    a1.plot(x, pred, color=OKABE_ITO["vermillion"], lw=2.2, label="network")
    a1.set(xlabel="x", ylabel="y", title="Fit")
    a1.legend(loc="upper left", fontsize=10)
    a2.plot(np.arange(1, len(curve) + 1), curve, color=OKABE_ITO["blue"])
    a2.axhline(0.01, color=theme.muted, ls=":", lw=1.4)
    a2.text(1.2, 0.0112, "noise variance 0.01", ha="left", va="bottom",
            color=theme.muted, fontsize=11)
    a2.set(xscale="log", yscale="log", xlabel="step (log scale)", ylabel="training MSE",
           title=f"Loss: final MSE {mse:.4f}")
    return fig

"""Figures for content/docs/machine_learning/traditional_algorithm/linear_regression.mdx.

The residual figure's first panel is the page's linreg_from_scratch.py data
(true model 4 + 2x1 - x2 + 0.5x3, noise 0.5, seed 42), and its RMSE and R²
are checked against the page. The other data sets are small, seeded toys.
"""

from __future__ import annotations

import functools

import numpy as np
from sklearn.datasets import load_diabetes
from sklearn.linear_model import LinearRegression, lasso_path
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import PolynomialFeatures, StandardScaler

from common import OKABE_ITO, expect, figure, new_chart, rng

PAGE = "content/docs/machine_learning/traditional_algorithm/linear_regression.mdx"


@figure(
    "linreg-least-squares", PAGE, "Least squares and the normal equation",
    alt="A scatter plot of 25 points with the least-squares line through them. A thin "
        "vertical segment joins every point to the line: these residuals are what the "
        "squared-error loss adds up. The fitted intercept and slope and the mean squared "
        "error are printed in the corner.",
    caption="Ordinary least squares picks the line that minimises the mean of the squared "
            "vertical distances (residuals).",
)
def least_squares(theme):
    g = rng(11)
    x = np.sort(g.uniform(0, 10, 25))
    y = 4 + 0.8 * x + g.normal(0, 1.3, x.size)
    X = np.c_[np.ones_like(x), x]
    theta, *_ = np.linalg.lstsq(X, y, rcond=None)
    pred = X @ theta
    mse = np.mean((y - pred) ** 2)
    fig, ax = new_chart(3.5)
    ax.vlines(x, pred, y, color=OKABE_ITO["vermillion"], lw=1.4, label="residual y − ŷ")
    ax.plot([0, 10], [theta[0], theta[0] + 10 * theta[1]], color=OKABE_ITO["blue"],
            label="least-squares line")
    ax.scatter(x, y, s=30, color=theme.fg, zorder=3, edgecolors=theme.bg, lw=0.6, label="data")
    ax.text(0.98, 0.05, f"ŷ = {theta[0]:.2f} + {theta[1]:.2f}x\nMSE = {mse:.2f}",
            transform=ax.transAxes, ha="right", va="bottom", fontsize=11)
    ax.set(xlabel="x", ylabel="y")
    ax.legend(loc="upper left")
    return fig


# ---------------------------------------------------------------------------

def gd_path(X, y, eta, steps):
    theta = np.zeros(2)
    path = [theta.copy()]
    m = len(y)
    for _ in range(steps):
        theta = theta - eta * (2 / m) * X.T @ (X @ theta - y)
        path.append(theta.copy())
    return np.array(path)


def mse_grid(X, y, w0, w1):
    W0, W1 = np.meshgrid(w0, w1)
    pred = W0[..., None] * X[:, 0] + W1[..., None] * X[:, 1]
    return W0, W1, ((pred - y) ** 2).mean(-1)


@functools.cache
def gd_setup():
    g = rng(12)
    x = g.normal(5, 1.5, 100)  # a feature far from zero mean, std 1.5
    y = 3 + 2 * x + g.normal(0, 1, 100)
    raw = np.c_[np.ones_like(x), x]
    z = (x - x.mean()) / x.std()
    std = np.c_[np.ones_like(z), z]
    steps = 60

    def eta_for(X):
        # 0.6 / largest Hessian eigenvalue: the same relative step size for both
        # problems, small enough that the steep direction does not zigzag.
        return 0.6 / np.linalg.eigvalsh(2 / len(y) * X.T @ X).max()

    runs = []
    # (design matrix, title, plot window for intercept and slope)
    # Square windows with equal axis scales, so a round bowl looks round.
    for X, name, win in [(raw, "raw feature", ((-1.5, 5.5), (-1.0, 6.0))),
                         (std, "standardised feature", ((-2.0, 16.0), (-6.0, 12.0)))]:
        eta = eta_for(X)
        path = gd_path(X, y, eta, steps)
        best = np.linalg.lstsq(X, y, rcond=None)[0]
        runs.append((name, X, eta, path, best, win))
    return y, steps, runs


@figure(
    "linreg-gd-scaling", PAGE, "Gradient descent",
    alt="Two contour plots of the mean squared error over intercept and slope, each with the "
        "path of 60 gradient-descent steps from (0, 0) with the same step size relative to "
        "the curvature. With the raw feature (mean 5) the contours are long, narrow, tilted "
        "ellipses: the path drops onto the valley floor at once, then crawls along it and "
        "stops far from the minimum. With the standardised feature the contours are nearly "
        "circular and the path reaches the minimum in a handful of steps.",
    caption="An unscaled feature turns the loss surface into a narrow valley that gradient "
            "descent crosses slowly; standardising makes it a round bowl.",
)
def gd_scaling(theme):
    y, steps, runs = gd_setup()
    fig, axes = new_chart(3.9, 1, 2)
    for ax, (name, X, eta, path, best, (lim0, lim1)) in zip(axes, runs):
        w0, w1 = np.linspace(*lim0, 240), np.linspace(*lim1, 240)
        W0, W1, J = mse_grid(X, y, w0, w1)
        levels = np.geomspace(J.min() + 0.3, J.max(), 12)
        ax.contour(W0, W1, J, levels=levels, colors=[theme.muted], linewidths=0.8)
        ax.plot(path[:, 0], path[:, 1], color=OKABE_ITO["vermillion"], lw=1.4, marker="o",
                ms=3, label=f"{steps} steps, η = {eta:.3f}")
        ax.scatter(*best, marker="*", s=200, color=OKABE_ITO["blue"], zorder=4,
                   edgecolors=theme.bg, label="minimum")
        ax.set(title=name, xlabel="intercept w₀", xlim=(w0[0], w0[-1]), ylim=(w1[0], w1[-1]),
               aspect="equal")
        ax.legend(loc="lower right", fontsize=10)
        ax.grid(False)
    axes[0].set_ylabel("slope w₁")
    return fig


# ---------------------------------------------------------------------------

@functools.cache
def residual_sets():
    g = np.random.default_rng(42)  # linreg_from_scratch.py, verbatim data
    m = 200
    X = g.normal(size=(m, 3))
    y = 4.0 + X @ np.array([2.0, -1.0, 0.5]) + g.normal(scale=0.5, size=m)
    fit = LinearRegression().fit(X, y)
    pred = fit.predict(X)
    rmse = float(np.sqrt(np.mean((y - pred) ** 2)))
    r2 = fit.score(X, y)
    expect("linreg_from_scratch RMSE and R2", [round(rmse, 4), round(r2, 4)], [0.5065, 0.9499])
    sets = [("correct model", pred, y - pred, f"RMSE {rmse:.2f}, R² {r2:.2f}")]

    g2 = rng(13)
    x = g2.uniform(-3, 3, 200)
    yq = 1 + x + 0.6 * x**2 + g2.normal(0, 0.5, 200)  # the truth is curved
    f2 = LinearRegression().fit(x[:, None], yq)
    p2 = f2.predict(x[:, None])
    sets.append(("missing x² term", p2, yq - p2, "curve: add a feature"))

    x3 = g2.uniform(1, 10, 200)
    y3 = 2 + 3 * x3 + g2.normal(0, 0.25 * x3**1.2, 200)  # noise grows with the level
    f3 = LinearRegression().fit(x3[:, None], y3)
    p3 = f3.predict(x3[:, None])
    sets.append(("noise grows with y", p3, y3 - p3, "funnel: try log y"))
    return sets


@figure(
    "linreg-residuals", PAGE, "Assumptions",
    alt="Three residual-versus-prediction plots. For the page's synthetic data fitted with "
        "the right model, residuals form a flat, even band around zero (RMSE 0.51, R² 0.95). "
        "For a straight line fitted to curved data they form a U-shaped curve. For data whose "
        "noise grows with the target they fan out into a funnel that widens to the right.",
    caption="Residuals against predictions: a structureless band is what you want; a curve "
            "means a missing term, a funnel means non-constant variance.",
)
def residuals(theme):
    fig, axes = new_chart(3.3, 1, 3)
    for ax, (title, pred, res, note), c in zip(axes, residual_sets(),
                                                (OKABE_ITO["blue"], OKABE_ITO["vermillion"],
                                                 OKABE_ITO["green"])):
        ax.scatter(pred, res, s=9, color=c, alpha=0.75, lw=0)
        ax.axhline(0, color=theme.fg, lw=1)
        ax.set_title(f"{title}\n{note}", fontsize=11)
        ax.set_xlabel("prediction ŷ")
        lim = np.abs(res).max() * 1.1
        ax.set_ylim(-lim, lim)
    axes[0].set_ylabel("residual y − ŷ")
    return fig


# ---------------------------------------------------------------------------

@functools.cache
def poly_data():
    g = rng(14)

    def truth(x):
        return np.cos(1.5 * np.pi * x)

    x_tr = np.sort(g.uniform(0, 1, 30))
    y_tr = truth(x_tr) + g.normal(0, 0.1, 30)
    x_te = g.uniform(0, 1, 200)
    y_te = truth(x_te) + g.normal(0, 0.1, 200)
    degrees = list(range(1, 16))
    fits, train, test = {}, [], []
    for d in degrees:
        model = make_pipeline(PolynomialFeatures(d, include_bias=False), StandardScaler(),
                              LinearRegression()).fit(x_tr[:, None], y_tr)
        fits[d] = model
        train.append(np.mean((model.predict(x_tr[:, None]) - y_tr) ** 2))
        test.append(np.mean((model.predict(x_te[:, None]) - y_te) ** 2))
    return truth, x_tr, y_tr, degrees, fits, train, test


@figure(
    "polynomial-degree", PAGE, "Polynomial features",
    alt="Four panels. Three show 30 noisy samples of a cosine curve with polynomial fits: "
        "degree 1 is a straight line that misses the curve (underfitting), degree 4 follows "
        "the true curve closely, degree 15 wiggles through the training points and swings "
        "wildly near the edges (overfitting). The fourth plots training and test mean squared "
        "error against degree on a log scale: training error keeps falling, test error is "
        "lowest around degrees 3 to 5, creeps up after that and explodes past degree 10.",
    caption="Polynomial features make a linear model flexible; too few degrees underfit, too "
            "many fit the noise.",
)
def polynomial_degree(theme):
    truth, x_tr, y_tr, degrees, fits, train, test = poly_data()
    fig, axes = new_chart(5.4, 2, 2)
    grid = np.linspace(0, 1, 400)
    for ax, d in zip(axes.flat[:3], (1, 4, 15)):
        ax.plot(grid, truth(grid), color=theme.muted, lw=1.3, ls="--", label="true curve")
        ax.plot(grid, fits[d].predict(grid[:, None]), color=OKABE_ITO["blue"], label="fit")
        ax.scatter(x_tr, y_tr, s=18, color=OKABE_ITO["vermillion"], zorder=3,
                   edgecolors=theme.bg, lw=0.5)
        ax.set(ylim=(-1.8, 1.8), title=f"degree {d}: test MSE {test[d - 1]:.3f}")
    axes[0, 0].legend(loc="lower left", fontsize=10)
    ax = axes[1, 1]
    ax.plot(degrees, train, marker="o", ms=4, color=OKABE_ITO["blue"], label="train")
    ax.plot(degrees, test, marker="s", ms=4, color=OKABE_ITO["vermillion"], label="test")
    ax.set(yscale="log", xlabel="degree", ylabel="MSE (log scale)", title="error against degree")
    ax.legend(loc="upper center")
    return fig


# ---------------------------------------------------------------------------

@functools.cache
def reg_paths():
    data = load_diabetes()
    X = StandardScaler().fit_transform(data.data)
    y = data.target - data.target.mean()
    alphas = np.logspace(-1, 4.5, 80)
    ridge = np.array([np.linalg.solve(X.T @ X + a * np.eye(X.shape[1]), X.T @ y) for a in alphas])
    l_alphas, lasso, _ = lasso_path(X, y, alphas=np.logspace(-2, 1.7, 80))
    return data.feature_names, alphas, ridge, l_alphas, lasso.T


@figure(
    "regularization-paths", PAGE, "Regularisation: Ridge, Lasso and ElasticNet",
    alt="Coefficient paths for the ten standardised diabetes features. Left, Ridge: as alpha "
        "grows all ten coefficients shrink smoothly towards zero together, without any "
        "becoming exactly zero. Right, Lasso: coefficients drop to exactly zero one after "
        "another; bmi and s5 "
        "survive the longest, and at moderate alpha only a handful are non-zero.",
    caption="Ridge shrinks every coefficient smoothly; Lasso sets them to exactly zero one by "
            "one, which is feature selection.",
)
def regularization_paths(theme):
    names, alphas, ridge, l_alphas, lasso = reg_paths()
    highlight = {"bmi": OKABE_ITO["blue"], "s5": OKABE_ITO["vermillion"],
                 "bp": OKABE_ITO["green"], "s1": OKABE_ITO["purple"]}
    fig, axes = new_chart(3.7, 1, 2, sharey=True)
    for ax, a, coefs, title in [(axes[0], alphas, ridge, "Ridge"),
                                (axes[1], l_alphas, lasso, "Lasso")]:
        for j, name in enumerate(names):
            c = highlight.get(name, theme.muted)
            strong = name in highlight
            ax.plot(a, coefs[:, j], color=c, lw=2.2 if strong else 1.1, alpha=1 if strong else 0.7,
                    label=name if strong else None, zorder=3 if strong else 2)
        ax.axhline(0, color=theme.fg, lw=0.8)
        ax.set(xscale="log", xlabel="alpha (log scale)", title=title)
    axes[0].set_ylabel("coefficient")
    axes[0].legend(loc="lower right", fontsize=10, title="others: grey", title_fontsize=10)
    return fig

"""Figures for content/docs/machine_learning/traditional_algorithm/k_proximity.mdx.

The bias-variance and curse-of-dimensionality figures rerun the page's own
experiments (same generators, seeds and sizes) and check the printed tables.
"""

from __future__ import annotations

import functools

import numpy as np
from scipy.spatial.distance import cdist
from sklearn.datasets import make_moons
from sklearn.metrics import mean_squared_error
from sklearn.model_selection import train_test_split
from sklearn.neighbors import KNeighborsClassifier, KNeighborsRegressor

from common import (OKABE_ITO, SERIES, decision_surface, expect, figure, new_chart,
                    predict_grid, scatter_classes)

PAGE = "content/docs/machine_learning/traditional_algorithm/k_proximity.mdx"
PAGE_KS = (1, 5, 15, 50, 150)
PAGE_RMSE = {1: (0.000, 0.445), 5: (0.269, 0.332), 15: (0.284, 0.332),
             50: (0.319, 0.351), 150: (0.647, 0.631)}


@figure(
    "knn-decision-boundary", PAGE, "Bias and variance",
    alt="Two panels of the same noisy two-moons training set, with the plane tinted by the "
        "predicted class. With k = 1 the boundary is jagged and wraps tiny islands around "
        "individual points, reaching 100 % training accuracy; with k = 15 it is a smooth curve "
        "between the moons and the test accuracy is higher.",
    caption="k = 1 memorises every training point (high variance); k = 15 averages over "
            "neighbours and generalises better.",
)
def knn_decision_boundary(theme):
    fits = knn_fits()
    fig, axes = new_chart(3.6, 1, 2, sharey=True)
    colours = SERIES[:2]
    for ax, (k, (grid, X_tr, y_tr, train_acc, test_acc, lim)) in zip(axes, fits.items()):
        decision_surface(ax, theme, grid, *lim, colours)
        scatter_classes(ax, theme, X_tr, y_tr, colours, size=14)
        ax.set_title(f"k = {k}: train {train_acc:.0%}, test {test_acc:.0%}")
        ax.set_xlabel("x₁")
        ax.grid(False)
    axes[0].set_ylabel("x₂")
    return fig


@functools.cache
def knn_fits():
    X, y = make_moons(n_samples=400, noise=0.35, random_state=0)
    X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.5, random_state=0)
    lim = ((X[:, 0].min() - 0.4, X[:, 0].max() + 0.4),
           (X[:, 1].min() - 0.4, X[:, 1].max() + 0.4))
    out = {}
    for k in (1, 15):
        clf = KNeighborsClassifier(n_neighbors=k).fit(X_tr, y_tr)
        # argmax of predict_proba equals predict for odd k and is much faster here
        out[k] = (predict_grid(lambda P: clf.predict_proba(P).argmax(1), *lim), X_tr, y_tr,
                  clf.score(X_tr, y_tr),
                  clf.score(X_te, y_te), lim)
    return out


@functools.cache
def sine_experiment():
    """knn_bias_variance.py from the page, extended to every k from 1 to 150."""
    g = np.random.default_rng(0)
    X = g.uniform(0, 10, size=(400, 1))
    y = np.sin(X[:, 0]) + g.normal(scale=0.3, size=400)
    X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.25, random_state=0)
    ks = np.unique(np.r_[np.arange(1, 30), np.arange(30, 151, 5), PAGE_KS])
    rows = {}
    for k in ks:
        m = KNeighborsRegressor(n_neighbors=int(k)).fit(X_tr, y_tr)
        rows[int(k)] = (np.sqrt(mean_squared_error(y_tr, m.predict(X_tr))),
                        np.sqrt(mean_squared_error(y_te, m.predict(X_te))))
    expect("KNN sine RMSE table", [np.round(rows[k], 3).tolist() for k in PAGE_KS],
           [list(PAGE_RMSE[k]) for k in PAGE_KS], tol=0.0006)
    return X_tr, y_tr, rows


@figure(
    "knn-bias-variance", PAGE, "Bias and variance",
    alt="Left: the noisy sine training data with three KNN regression curves: k = 1 zigzags "
        "through every point, k = 15 follows the sine smoothly, k = 150 is almost flat. Right: "
        "training and test RMSE against k on a log scale. Training RMSE starts at 0 for k = 1 "
        "and rises; test RMSE falls from 0.445 to about 0.33 for k between 5 and 15, then "
        "climbs to 0.631 at k = 150, a U shape above the noise level of 0.3.",
    caption="Small k overfits, large k underfits: test RMSE is lowest around k = 5 to 15, "
            "close to the noise standard deviation of 0.3.",
)
def knn_bias_variance(theme):
    X_tr, y_tr, rows = sine_experiment()
    fig, (ax1, ax2) = new_chart(3.7, 1, 2, gridspec_kw={"width_ratios": [1.15, 1]})
    grid = np.linspace(0, 10, 600)[:, None]
    ax1.scatter(X_tr[:, 0], y_tr, s=8, color=theme.muted, alpha=0.6, lw=0, label="training data")
    for k, c in zip((1, 15, 150), (OKABE_ITO["vermillion"], OKABE_ITO["blue"], OKABE_ITO["green"])):
        m = KNeighborsRegressor(n_neighbors=k).fit(X_tr, y_tr)
        ax1.plot(grid[:, 0], m.predict(grid), color=c, lw=0.9 if k == 1 else 2.4,
                 alpha=0.85 if k == 1 else 1, label=f"k = {k}", zorder=2 if k == 1 else 3)
    ax1.set(xlabel="x", ylabel="y", ylim=(-1.6, 2.7))
    ax1.legend(loc="upper center", ncol=2, columnspacing=1.0, handlelength=1.4,
               frameon=False)
    ks = sorted(rows)
    ax2.plot(ks, [rows[k][0] for k in ks], color=OKABE_ITO["blue"], label="train")
    ax2.plot(ks, [rows[k][1] for k in ks], color=OKABE_ITO["vermillion"], label="test")
    ax2.scatter(PAGE_KS, [rows[k][1] for k in PAGE_KS], color=OKABE_ITO["vermillion"], zorder=3)
    ax2.axhline(0.3, color=theme.muted, ls=":", lw=1.5)
    ax2.text(2.2, 0.3, "noise σ = 0.3", color=theme.muted, ha="center", va="center", fontsize=11,
             bbox=dict(boxstyle="square,pad=0.15", facecolor=theme.bg, edgecolor="none"))
    ax2.set(xscale="log", xlabel="k (log scale)", ylabel="RMSE",
            xticks=list(PAGE_KS), xticklabels=[str(k) for k in PAGE_KS], ylim=(0, 0.7))
    ax2.minorticks_off()
    ax2.legend(loc="upper center")
    return fig


@figure(
    "knn-curse-dimensionality", PAGE, "The curse of dimensionality",
    alt="Four histograms of the distances from a random query to 1,000 uniform random points, "
        "each divided by the largest distance, for 2, 10, 100 and 1,000 dimensions. In 2-D "
        "the distances spread from near 0 to 1 (nearest/farthest 0.01); with more dimensions "
        "they bunch up towards 1, and at d = 1,000 all lie between 0.90 and 1.",
    caption="As d grows, the nearest and the farthest neighbour end up almost equally far "
            "away: the nearest/farthest ratio goes 0.01, 0.22, 0.72, 0.90.",
)
def knn_curse(theme):
    dists, ratios = curse_distances()
    fig, axes = new_chart(4.2, 4, 1, sharex=True)
    for ax, (d, v), r, c in zip(axes, dists.items(), ratios, SERIES):
        ax.hist(v / v.max(), bins=np.linspace(0, 1, 81), color=c, lw=0)
        ax.axvline(v.min() / v.max(), color=theme.fg, lw=1.4, ls="--")
        ax.set_yticks([])
        ax.set_ylabel(f"d = {d}", rotation=0, ha="right", va="center", fontsize=12)
        left = r < 0.6  # label on whichever side of the dashed line has room
        ax.text(r + (0.012 if left else -0.012), 0.88, f"nearest/farthest = {r:.2f}",
                transform=ax.get_xaxis_transform(), fontsize=11, va="top",
                ha="left" if left else "right",
                bbox=dict(boxstyle="round,pad=0.2", facecolor=theme.bg, edgecolor="none",
                          alpha=0.85))
        ax.grid(axis="y", visible=False)
    axes[-1].set(xlim=(0, 1.0), xlabel="distance / largest distance (dashed line: nearest)")
    return fig


@functools.cache
def curse_distances():
    g = np.random.default_rng(0)  # same draws, same order as the page's snippet
    dists = {}
    for d in (2, 10, 100, 1000):
        X = g.uniform(size=(1000, d))
        q = g.uniform(size=(1, d))
        dists[d] = cdist(q, X)[0]
    ratios = [round(v.min() / v.max(), 2) for v in dists.values()]
    expect("nearest/farthest ratios", ratios, [0.01, 0.22, 0.72, 0.90])
    return dists, ratios

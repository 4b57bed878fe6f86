"""Figures for content/docs/machine_learning/traditional_algorithm/random_forest.mdx.

The out-of-bag and importance figures rerun the page's scripts (same data,
seeds and settings; n_jobs=1, which does not change the results) and check
the numbers the page prints.
"""

from __future__ import annotations

import functools

import numpy as np
from sklearn.datasets import load_breast_cancer, make_moons
from sklearn.ensemble import RandomForestClassifier
from sklearn.inspection import permutation_importance
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeClassifier

from common import (OKABE_ITO, SERIES, expect, figure, new_chart, predict_grid,
                    probability_surface, scatter_classes)

PAGE = "content/docs/machine_learning/traditional_algorithm/random_forest.mdx"
OOB_TREES = (25, 50, 100, 200, 400, 800)
PAGE_OOB = [0.0369, 0.0334, 0.0316, 0.0351, 0.0369, 0.0316]


@functools.cache
def tree_vs_forest():
    X, y = make_moons(n_samples=400, noise=0.35, random_state=1)
    X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.5, random_state=0)
    lim = ((X[:, 0].min() - 0.4, X[:, 0].max() + 0.4),
           (X[:, 1].min() - 0.4, X[:, 1].max() + 0.4))
    models = {"one fully grown tree": DecisionTreeClassifier(random_state=0),
              "random forest, 300 trees": RandomForestClassifier(n_estimators=300,
                                                                 random_state=0)}
    out = []
    for title, m in models.items():
        m.fit(X_tr, y_tr)
        # P(class 1) on the grid: 0/1 for the tree, a vote share for the forest
        out.append((title, predict_grid(lambda P: m.predict_proba(P)[:, 1], *lim,
                                        resolution=200), m.score(X_te, y_te)))
    expect("tree/forest test accuracy (alt text)", [round(o[2], 2) for o in out], [0.84, 0.86])
    return X_tr, y_tr, lim, out


@figure(
    "forest-vs-tree", PAGE, "Bagging and bootstrap samples",
    alt="Two panels of the same noisy two-moons training data, with the background tinted "
        "by the predicted probability of each class and a line at probability 0.5. A single "
        "fully grown tree gives only hard regions, with thin axis-aligned strips and small "
        "rectangles around individual points; for the random forest of 300 trees the "
        "background fades to grey where the classes overlap, showing where the trees "
        "disagree, and test accuracy is higher (86 % against 84 %).",
    caption="One deep tree is certain everywhere and follows every noisy point; a forest's "
            "soft vote is graded, and it fades exactly where single trees would guess.",
)
def forest_vs_tree(theme):
    X_tr, y_tr, lim, results = tree_vs_forest()
    fig, axes = new_chart(3.6, 1, 2, sharey=True)
    colours = SERIES[:2]
    for ax, (title, p1, acc) in zip(axes, results):
        probability_surface(ax, theme, p1, *lim, colours)
        ax.contour(np.linspace(*lim[0], p1.shape[1]), np.linspace(*lim[1], p1.shape[0]), p1,
                   levels=[0.5], colors=[theme.fg], linewidths=1.0)
        scatter_classes(ax, theme, X_tr, y_tr, colours, size=14)
        ax.set_title(f"{title}: test {acc:.0%}")
        ax.set_xlabel("x₁")
        ax.grid(False)
    axes[0].set_ylabel("x₂")
    return fig


@functools.cache
def oob_curve():
    X, y = load_breast_cancer(return_X_y=True)
    rf = RandomForestClassifier(warm_start=True, oob_score=True, n_jobs=1, random_state=0)
    errors = []
    for n in OOB_TREES:
        rf.set_params(n_estimators=n)
        rf.fit(X, y)  # warm_start: only the new trees are trained
        errors.append(round(1 - rf.oob_score_, 4))
    expect("OOB errors", errors, PAGE_OOB)
    return errors, len(y)


@figure(
    "forest-oob-error", PAGE, "Out-of-bag error",
    alt="Out-of-bag error of a random forest on the breast-cancer data against the number of "
        "trees, on a log axis from 25 to 800: 3.69 %, 3.34 %, 3.16 %, 3.51 %, 3.69 % and "
        "3.16 %. After 50 trees the curve only wobbles within a band about two misclassified "
        "samples wide.",
    caption="The OOB error flattens after about 50 trees; the remaining wiggles are one or "
            "two of the 569 samples.",
)
def forest_oob(theme):
    errors, n = oob_curve()
    fig, ax = new_chart(3.3)
    ax.plot(OOB_TREES, np.array(errors) * 100, marker="o", color=OKABE_ITO["blue"])
    for t, e in zip(OOB_TREES, errors):
        ax.annotate(f"{e:.2%}", (t, e * 100), xytext=(0, 9), textcoords="offset points",
                    ha="center", fontsize=11)
    one = 100 / n
    ax.annotate("", xy=(620, 3.16), xytext=(620, 3.16 + one),
                arrowprops=dict(arrowstyle="<->", color=theme.muted, lw=1.2))
    ax.text(560, 3.16 + one / 2, "1 sample", ha="right", va="center", color=theme.muted,
            fontsize=11)
    ax.set(xscale="log", xticks=OOB_TREES, xticklabels=[str(t) for t in OOB_TREES],
           xlabel="n_estimators (log scale)", ylabel="OOB error (%)", ylim=(2.9, 3.95))
    ax.minorticks_off()
    return fig


@functools.cache
def importances():
    """importance.py from the page (NumPy arrays instead of a DataFrame: same forest)."""
    g = np.random.default_rng(0)
    n = 2000
    is_member = g.integers(0, 2, n)
    plan = g.integers(0, 3, n)
    noise = g.normal(size=n)
    logit = 1.5 * is_member + 1.0 * plan - 2.0
    y = (g.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(int)
    X = np.c_[is_member, plan, noise].astype(float)
    X_tr, X_te, y_tr, y_te = train_test_split(X, y, stratify=y, random_state=0)
    out = {}
    for leaf in (1, 20):
        rf = RandomForestClassifier(n_estimators=300, min_samples_leaf=leaf, n_jobs=1,
                                    random_state=0).fit(X_tr, y_tr)
        perm = permutation_importance(rf, X_te, y_te, n_repeats=20, random_state=0, n_jobs=1)
        out[leaf] = (rf.feature_importances_, perm.importances_mean, perm.importances_std,
                     rf.score(X_te, y_te))
    mdi, pm, ps, acc = out[1]
    expect("MDI / permutation importances",
           [np.round(mdi, 3).tolist(), np.round(pm, 3).tolist(), np.round(ps, 3).tolist()],
           [[0.095, 0.114, 0.791], [0.074, 0.045, 0.012], [0.016, 0.014, 0.016]])
    expect("test accuracy, min_samples_leaf 1 and 20", [round(acc, 2), round(out[20][3], 2)],
           [0.63, 0.69])
    expect("noise column with min_samples_leaf=20: MDI, permutation",
           [round(out[20][0][2], 2), round(out[20][1][2], 3)], [0.29, 0.001])
    return out


@figure(
    "forest-importance", PAGE, "Feature importance",
    alt="Grouped bar charts of impurity-based (MDI) and permutation importance for the "
        "features is_member, plan and noise. With fully grown trees MDI gives the pure-noise "
        "column 0.791, far above is_member (0.095) and plan (0.114), while permutation "
        "importance puts noise near zero (0.012) below is_member (0.074) and plan (0.045). "
        "With min_samples_leaf=20 the noise column's MDI falls to 0.29 and its permutation "
        "importance to 0.001.",
    caption="MDI rewards the continuous noise column the trees used to memorise the training "
            "rows; permutation importance on held-out data does not.",
)
def forest_importance(theme):
    out = importances()
    names = ["is_member", "plan", "noise"]
    fig, axes = new_chart(3.6, 1, 2, sharey=True)
    x = np.arange(3)
    for ax, leaf in zip(axes, (1, 20)):
        mdi, pm, ps, acc = out[leaf]
        b1 = ax.bar(x - 0.19, mdi, 0.36, color=OKABE_ITO["blue"], label="MDI (training data)")
        b2 = ax.bar(x + 0.19, pm, 0.36, yerr=ps, color=OKABE_ITO["vermillion"],
                    error_kw=dict(ecolor=theme.fg, lw=1.2, capsize=3),
                    label="permutation (test data)")
        ax.bar_label(b1, labels=[f"{v:.3f}" for v in mdi], padding=2, fontsize=10)
        ax.bar_label(b2, labels=[f"{v:.3f}" for v in pm], padding=2, fontsize=10)
        ax.set(xticks=x, xticklabels=names,
               title=f"min_samples_leaf={leaf}: test acc {acc:.0%}")
        ax.grid(axis="x", visible=False)
    axes[0].set(ylabel="importance", ylim=(0, 0.9))
    axes[0].legend(loc="upper left", fontsize=10)
    return fig

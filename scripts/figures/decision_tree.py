"""Figures for content/docs/machine_learning/traditional_algorithm/decision_tree.mdx.

Uses the page's data sets and settings: the run-log worked example, the
prune.py classification problem, the noisy-sine regression and the iris tree
(max_depth=3, min_samples_leaf=5), and checks the numbers the page prints.
"""

from __future__ import annotations

import functools

import numpy as np
from sklearn.datasets import load_iris, make_classification
from sklearn.metrics import mean_squared_error
from sklearn.model_selection import cross_val_score, train_test_split
from sklearn.tree import DecisionTreeClassifier, DecisionTreeRegressor, plot_tree

from common import (OKABE_ITO, SERIES, decision_surface, expect, figure, new_chart,
                    predict_grid, scatter_classes)

PAGE = "content/docs/machine_learning/traditional_algorithm/decision_tree.mdx"


def entropy(p):
    p = np.asarray(p, float)
    p = p[p > 0]
    return float(-(p * np.log2(p)).sum())


def gini(p):
    return float(1 - (np.asarray(p, float) ** 2).sum())


@figure(
    "tree-impurity", PAGE, "Impurity measures",
    alt="Entropy and Gini impurity of a two-class node plotted against the share of class 1. "
        "Both are 0 for a pure node and peak at a 50/50 mix, entropy at 1 bit and Gini at 0.5. "
        "The run-log parent node with 60 % yes is marked: entropy 0.971, Gini 0.480.",
    caption="Entropy and Gini impurity for two classes; both are zero for pure nodes and "
            "largest for an even mix.",
)
def tree_impurity(theme):
    p = np.linspace(0, 1, 401)
    H = [entropy([q, 1 - q]) for q in p]
    G = [gini([q, 1 - q]) for q in p]
    fig, ax = new_chart(3.5)
    ax.plot(p, H, color=OKABE_ITO["blue"], label="entropy H (bits)")
    ax.plot(p, G, color=OKABE_ITO["vermillion"], label="Gini impurity G")
    h6, g6 = entropy([0.6, 0.4]), gini([0.6, 0.4])
    expect("parent node impurity", [round(h6, 3), round(g6, 3)], [0.971, 0.48])
    for v, c, txt in [(h6, OKABE_ITO["blue"], f"H = {h6:.3f}"), (g6, OKABE_ITO["vermillion"],
                                                                    f"G = {g6:.3f}")]:
        ax.scatter([0.6], [v], color=c, s=50, zorder=3, edgecolors=theme.bg)
        ax.annotate(txt, (0.6, v), xytext=(10, 4), textcoords="offset points", fontsize=11)
    ax.axvline(0.6, color=theme.muted, ls=":", lw=1.3)
    ax.text(0.605, 0.04, "run log: 6 yes / 4 no", color=theme.muted, fontsize=11)
    ax.set(xlabel="share of class 1 in the node, p", ylabel="impurity", xlim=(0, 1),
           ylim=(0, 1.08))
    ax.legend(loc="upper left")
    return fig


@figure(
    "tree-information-gain", PAGE, "A worked example",
    alt="A grouped bar chart of the impurity decrease for the three candidate root splits of "
        "the run log. Raining: information gain 0.256 and Gini decrease 0.163. Weekend: 0 for "
        "both. Slept at least 7 h: information gain 0.420 and Gini decrease 0.213, the "
        "largest on both criteria.",
    caption="Both criteria pick “slept at least 7 h” as the root question; “weekend?” "
            "carries no information.",
)
def tree_information_gain(theme):
    parent = (6, 4)
    splits = {"Raining?": ((1, 3), (5, 1)), "Weekend?": ((3, 2), (3, 2)),
              "Slept ≥ 7 h?": ((4, 0), (2, 4))}

    def decrease(f, left, right):
        n_l, n_r = sum(left), sum(right)
        n = n_l + n_r
        return (f(np.divide(parent, 10)) - n_l / n * f(np.divide(left, n_l))
                - n_r / n * f(np.divide(right, n_r)))

    ig = [decrease(entropy, *s) for s in splits.values()]
    gd = [decrease(gini, *s) for s in splits.values()]
    expect("information gains", np.round(ig, 3).tolist(), [0.256, 0.0, 0.42], tol=0.0011)
    expect("Gini decreases", np.round(gd, 3).tolist(), [0.163, 0.0, 0.213], tol=0.0011)
    fig, ax = new_chart(3.4)
    x = np.arange(len(splits))
    for off, vals, c, lab in [(-0.19, ig, OKABE_ITO["blue"], "information gain (entropy)"),
                              (0.19, gd, OKABE_ITO["vermillion"], "Gini decrease")]:
        bars = ax.bar(x + off, vals, width=0.36, color=c, label=lab)
        ax.bar_label(bars, labels=[f"{v:.3f}" for v in vals], padding=3, fontsize=11)
    ax.set(xticks=x, xticklabels=list(splits), ylabel="impurity decrease", ylim=(0, 0.5))
    ax.grid(axis="x", visible=False)
    ax.legend(loc="upper left")
    return fig


@functools.cache
def prune_data():
    X, y = make_classification(n_samples=1000, n_features=10, n_informative=4,
                               flip_y=0.1, random_state=2)
    return train_test_split(X, y, stratify=y, random_state=0)


@functools.cache
def depth_scan():
    X_tr, X_te, y_tr, y_te = prune_data()
    depths = list(range(1, 21))
    train, test = [], []
    for d in depths:
        t = DecisionTreeClassifier(max_depth=d, random_state=0).fit(X_tr, y_tr)
        train.append(t.score(X_tr, y_tr))
        test.append(t.score(X_te, y_te))
    return depths, train, test


@figure(
    "tree-depth-overfitting", PAGE, "Stopping and pruning",
    alt="Training and test accuracy of a decision tree against max_depth from 1 to 20 on the "
        "page's noisy classification data. Training accuracy climbs steadily to 100 %; test "
        "accuracy peaks at 86 % at max_depth 7 and then settles back to about 84 % as the "
        "tree starts memorising the flipped labels.",
    caption="A deeper tree always fits the training set better, but past a few levels it "
            "fits the noise and test accuracy drops.",
)
def tree_depth(theme):
    depths, train, test = depth_scan()
    best = depths[int(np.argmax(test))]
    expect("best max_depth and its test accuracy (alt text)", [best, round(max(test), 2)],
           [7, 0.86])
    fig, ax = new_chart(3.5)
    ax.plot(depths, train, marker="o", ms=4, color=OKABE_ITO["blue"], label="train")
    ax.plot(depths, test, marker="s", ms=4, color=OKABE_ITO["vermillion"], label="test")
    ax.axvline(best, color=theme.muted, ls=":", lw=1.4)
    ax.text(best + 0.3, 0.72, f"best test accuracy\nat max_depth = {best}", color=theme.muted,
            fontsize=11)
    ax.set(xlabel="max_depth", ylabel="accuracy", xticks=[1, 5, 10, 15, 20], ylim=(0.65, 1.02))
    ax.yaxis.set_major_formatter(lambda v, _: f"{v:.0%}")
    ax.legend(loc="lower right")
    return fig


@functools.cache
def ccp_scan():
    """prune.py from the page, keeping every fitted tree for the plot."""
    X_tr, X_te, y_tr, y_te = prune_data()
    path = DecisionTreeClassifier(random_state=0).cost_complexity_pruning_path(X_tr, y_tr)
    alphas = path.ccp_alphas[:-1]
    cv = [cross_val_score(DecisionTreeClassifier(ccp_alpha=a, random_state=0),
                          X_tr, y_tr, cv=5).mean() for a in alphas]
    fits = [DecisionTreeClassifier(ccp_alpha=a, random_state=0).fit(X_tr, y_tr) for a in alphas]
    best_i = int(np.argmax(cv))
    full, pruned = fits[0], fits[best_i]
    expect("best ccp_alpha", round(alphas[best_i], 4), 0.0077)
    expect("leaves full/pruned", [full.get_n_leaves(), pruned.get_n_leaves()], [84, 9])
    expect("test accuracy full/pruned",
           [round(full.score(X_te, y_te), 3), round(pruned.score(X_te, y_te), 3)],
           [0.844, 0.876])
    return alphas, cv, fits, best_i


@figure(
    "tree-ccp-pruning", PAGE, "Post-pruning: cost-complexity pruning",
    alt="Accuracy against ccp_alpha on a log axis for the prune.py data: training accuracy "
        "falls from 100 % as alpha grows, while 5-fold cross-validated accuracy rises to a "
        "maximum at alpha = 0.0077, marked with a vertical line. The full tree has 84 leaves "
        "and 84.4 % test accuracy; the pruned tree at the best alpha has 9 leaves and 87.6 %.",
    caption="Cross-validating over the pruning path picks ccp_alpha = 0.0077: 9 leaves "
            "instead of 84, and better test accuracy.",
)
def tree_ccp(theme):
    X_tr, X_te, y_tr, y_te = prune_data()
    alphas, cv, fits, best_i = ccp_scan()
    best = alphas[best_i]
    full, pruned = fits[0], fits[best_i]
    a_plot = np.maximum(alphas, 1e-4)  # the first alpha is 0: clip it for the log axis
    fig, ax = new_chart(3.6)
    ax.plot(a_plot, [f.score(X_tr, y_tr) for f in fits], drawstyle="steps-post",
            color=OKABE_ITO["blue"], label="train")
    ax.plot(a_plot, cv, drawstyle="steps-post", color=OKABE_ITO["green"], label="5-fold CV")
    ax.plot(a_plot, [f.score(X_te, y_te) for f in fits], drawstyle="steps-post",
            color=OKABE_ITO["vermillion"], ls="--", lw=1.6, label="test")
    ax.axvline(best, color=theme.fg, lw=1.3, ls=":")
    ax.annotate(f"best ccp_alpha = {best:.4f}\n{pruned.get_n_leaves()} leaves, test "
                f"{pruned.score(X_te, y_te):.1%}", (best, 0.93), xytext=(14, 0),
                textcoords="offset points", fontsize=11, va="center")
    ax.annotate(f"full tree: {full.get_n_leaves()} leaves,\ntest {full.score(X_te, y_te):.1%}",
                (a_plot[0], 0.80), xytext=(0, 0), textcoords="offset points", fontsize=11,
                color=theme.muted, va="top")
    ax.set(xscale="log", xlabel="ccp_alpha (log scale)", ylabel="accuracy", ylim=(0.7, 1.02))
    ax.yaxis.set_major_formatter(lambda v, _: f"{v:.0%}")
    ax.legend(loc="lower left", ncol=3)
    return fig


@figure(
    "tree-regression-depth", PAGE, "Regression trees",
    alt="Three panels with the same 200 noisy samples of a sine wave, the true sine, and a "
        "regression tree's prediction as a step function. max_depth 2 has 4 flat steps that "
        "miss the curve (MSE 0.0476); max_depth 4 has 15 steps that track it (MSE 0.0141); "
        "the unlimited tree has 200 leaves and a spiky line that jumps to every noisy point "
        "(MSE 0.0435).",
    caption="Regression trees are piecewise constant: depth 2 underfits, the unlimited tree "
            "overfits, depth 4 is closest to the true curve.",
)
def tree_regression(theme):
    g = np.random.default_rng(0)
    X = np.sort(g.uniform(0, 6, 200)).reshape(-1, 1)
    y = np.sin(X).ravel() + g.normal(0, 0.2, 200)
    X_new = np.linspace(0, 6, 500).reshape(-1, 1)
    fig, axes = new_chart(3.2, 1, 3, sharey=True)
    results = []
    for ax, depth in zip(axes, (2, 4, None)):
        reg = DecisionTreeRegressor(max_depth=depth, random_state=0).fit(X, y)
        mse = mean_squared_error(np.sin(X_new).ravel(), reg.predict(X_new))
        results.append([reg.get_n_leaves(), round(mse, 4)])
        ax.scatter(X[:, 0], y, s=7, color=theme.muted, alpha=0.6, lw=0)
        ax.plot(X_new[:, 0], np.sin(X_new[:, 0]), color=theme.fg, lw=1.2, ls=":")
        ax.plot(X_new[:, 0], reg.predict(X_new), color=OKABE_ITO["vermillion"], lw=1.8)
        ax.set_title(f"max_depth={depth}\n{reg.get_n_leaves()} leaves, MSE {mse:.4f}",
                     fontsize=11)
        ax.set_xlabel("x")
    axes[0].set_ylabel("y")
    expect("regression tree leaves and MSE", results, [[4, 0.0476], [15, 0.0141], [200, 0.0435]])
    return fig


@functools.cache
def iris_tree():
    iris = load_iris()
    X_tr, X_te, y_tr, y_te = train_test_split(iris.data, iris.target, test_size=0.3,
                                              stratify=iris.target, random_state=0)
    clf = DecisionTreeClassifier(max_depth=3, min_samples_leaf=5, random_state=0).fit(X_tr, y_tr)
    expect("iris tree train/test accuracy",
           [round(clf.score(X_tr, y_tr), 3), round(clf.score(X_te, y_te), 3)], [0.962, 0.956])
    expect("iris petal width importance", round(clf.feature_importances_[3], 3), 0.995)
    return iris, clf, X_tr, y_tr


@figure(
    "tree-iris-regions", PAGE, "A classifier in scikit-learn",
    alt="The iris training flowers plotted by petal length and petal width, coloured by "
        "species, over the tree's predicted regions: three horizontal bands. All setosa lie "
        "below petal width 0.8 cm, versicolor between 0.8 and 1.75 cm and virginica above, "
        "with a few versicolor and virginica flowers on the wrong side of the 1.75 cm line. "
        "The splits at 1.45 cm and 5.05 cm do not change the predicted class, so they leave "
        "no visible boundary.",
    caption="The depth-3 iris tree only asks about the petals; of its four splits, only the "
            "two on petal width change the prediction.",
)
def tree_iris_regions(theme):
    iris, clf, X_tr, y_tr = iris_tree()
    medians = np.median(X_tr, axis=0)

    def predict(P):  # the tree never splits on the sepals, so their value is irrelevant
        full = np.tile(medians, (len(P), 1))
        full[:, 2:] = P
        return clf.predict(full)

    fig, ax = new_chart(3.9)
    colours = SERIES[:3]
    lim = (0.8, 7.2), (0.0, 2.7)
    decision_surface(ax, theme, predict_grid(predict, *lim), *lim, colours)
    scatter_classes(ax, theme, X_tr[:, 2:], y_tr, colours, size=26,
                    labels=list(iris.target_names))
    ax.set(xlabel="petal length (cm)", ylabel="petal width (cm)")
    ax.grid(False)
    ax.legend(loc="upper left")
    return fig


@figure(
    "tree-iris-plot", PAGE, "A classifier in scikit-learn",
    alt="The fitted iris decision tree drawn with plot_tree: the root asks petal width ≤ 0.8 "
        "and sends 35 setosa to a pure left leaf; the right branch splits on petal width ≤ "
        "1.75, then on petal width ≤ 1.45 and petal length ≤ 5.05, ending in leaves with "
        "26 versicolor, 8 versicolor and 3 virginica, 1 versicolor and 4 virginica, and 28 "
        "virginica. Each box is tinted by its majority class, paler when mixed.",
    caption="sklearn.tree.plot_tree of the same tree; the colour strength shows how pure each "
            "node is.",
)
def tree_iris_plot(theme):
    iris, clf, _, _ = iris_tree()
    fig, ax = new_chart(4.6)
    ax.axis("off")
    ax.grid(False)
    anns = plot_tree(clf, feature_names=[n.replace(" (cm)", "") for n in iris.feature_names],
                     class_names=list(iris.target_names), impurity=False, filled=True,
                     rounded=True, fontsize=10, ax=ax)
    # plot_tree colours boxes with its own palette and black text/arrows; repaint them
    # from the class proportions so both themes stay readable.
    values = clf.tree_.value[:, 0, :]
    colours = SERIES[:3]
    samples = clf.tree_.n_node_samples
    expect("plot_tree annotations in node order",
           all(f"samples = {samples[i]}" in a.get_text() for i, a in enumerate(anns)), True)
    for node, ann in enumerate(anns):
        share = values[node] / values[node].sum()
        k = int(np.argmax(share))
        purity = (share[k] - 1 / 3) / (2 / 3)
        box = ann.get_bbox_patch()
        box.set_facecolor(theme.mix(colours[k], 0.15 + 0.45 * purity))
        box.set_edgecolor(colours[k])
        ann.set_color(theme.fg)
        if ann.arrow_patch is not None:
            ann.arrow_patch.set_color(theme.muted)
    return fig

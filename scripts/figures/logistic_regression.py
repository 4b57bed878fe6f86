"""Figures for content/docs/machine_learning/traditional_algorithm/logistic_regression.mdx.

The breast-cancer figures rerun breast_cancer_logreg.py (same split, grid and
CV seeds) and the imbalance figure reruns imbalance.py; the numbers printed on
the page (confusion matrices, ROC AUC, average precision) are checked.
"""

from __future__ import annotations

import functools

import numpy as np
from matplotlib.patches import Rectangle
from sklearn.datasets import load_breast_cancer, make_classification
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import (average_precision_score, confusion_matrix, precision_recall_curve,
                             roc_auc_score, roc_curve)
from sklearn.model_selection import GridSearchCV, StratifiedKFold, train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from common import (OKABE_ITO, SERIES, expect, figure, new_chart, predict_grid,
                    probability_surface, scatter_classes)

PAGE = "content/docs/machine_learning/traditional_algorithm/logistic_regression.mdx"


def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


@figure(
    "sigmoid", PAGE, "The sigmoid",
    alt="The S-shaped sigmoid curve rising from 0 to 1 as z goes from -8 to 8, passing "
        "through 0.5 at z = 0, and its derivative, a bell-shaped dashed curve that peaks at "
        "0.25 at z = 0 and is nearly zero beyond |z| = 5.",
    caption="σ(z) maps any score to (0, 1); its derivative σ(1 − σ) is at most 0.25.",
)
def sigmoid_figure(theme):
    z = np.linspace(-8, 8, 400)
    s = sigmoid(z)
    fig, ax = new_chart(3.4)
    ax.plot(z, s, color=OKABE_ITO["blue"], label="σ(z) = 1 / (1 + e⁻ᶻ)")
    ax.plot(z, s * (1 - s), color=OKABE_ITO["vermillion"], ls="--",
            label="σ′(z) = σ(z)(1 − σ(z))")
    for y, txt in [(0.5, "σ(0) = 0.5"), (0.25, "σ′(0) = 0.25")]:
        ax.scatter([0], [y], color=theme.fg, s=28, zorder=3)
        ax.annotate(txt, (0, y), xytext=(10, -4), textcoords="offset points", fontsize=11,
                    va="top")
    ax.axhline(1, color=theme.muted, lw=0.8, ls=":")
    ax.set(xlabel="score z = wᵀx + b", ylabel="value", xlim=(-8, 8), ylim=(-0.03, 1.08))
    ax.legend(loc="upper left")
    return fig


@figure(
    "log-loss", PAGE, "Log loss and its gradient",
    alt="Log loss of a single example against the predicted probability p̂. For a positive "
        "example the loss −log p̂ falls from very large values near p̂ = 0 to zero at p̂ = 1; "
        "for a negative example the mirror-image curve −log(1 − p̂) rises towards p̂ = 1. "
        "Two marked points on the positive curve: p̂ = 0.01 costs 4.6, p̂ = 0.9 costs 0.105.",
    caption="Log loss punishes confident mistakes hard: 4.6 for predicting 0.01 on a "
            "positive example, 0.105 for predicting 0.9.",
)
def log_loss_figure(theme):
    p = np.linspace(0.001, 0.999, 500)
    fig, ax = new_chart(3.4)
    ax.plot(p, -np.log(p), color=OKABE_ITO["blue"], label="y = 1: −log p̂")
    ax.plot(p, -np.log(1 - p), color=OKABE_ITO["vermillion"], ls="--", label="y = 0: −log(1 − p̂)")
    for pv, dx, ha in [(0.01, 12, "left"), (0.9, 0, "center")]:
        v = -np.log(pv)
        ax.scatter([pv], [v], color=OKABE_ITO["blue"], s=45, zorder=3, edgecolors=theme.bg)
        ax.annotate(f"p̂ = {pv}: {v:.3g}", (pv, v), xytext=(dx, 10), textcoords="offset points",
                    fontsize=11, ha=ha)
    ax.set(xlabel="predicted probability p̂ = P(y = 1)", ylabel="loss", xlim=(0, 1), ylim=(0, 5.6))
    ax.legend(loc="upper center")
    return fig


@functools.cache
def boundary_model():
    X, y = make_classification(n_samples=300, n_features=2, n_redundant=0, n_informative=2,
                               n_clusters_per_class=1, class_sep=1.0, random_state=3)
    clf = LogisticRegression().fit(X, y)
    lim = ((X[:, 0].min() - 0.5, X[:, 0].max() + 0.5),
           (X[:, 1].min() - 0.5, X[:, 1].max() + 0.5))
    p1 = predict_grid(lambda P: clf.predict_proba(P)[:, 1], *lim, resolution=200)
    return X, y, clf, lim, p1


@figure(
    "logreg-decision-boundary", PAGE, "Decision boundary and threshold",
    alt="Two classes of points in the plane with the logistic-regression probability as a "
        "background gradient from one class colour to the other. The 0.5 decision boundary "
        "is a straight solid line; the 0.3 and 0.7 probability contours are parallel dashed "
        "lines on either side, showing that changing the threshold shifts the boundary "
        "without bending it.",
    caption="The decision boundary wᵀx + b = 0 is a straight line; other thresholds are "
            "parallel lines.",
)
def logreg_boundary(theme):
    X, y, clf, lim, p1 = boundary_model()
    fig, ax = new_chart(3.9)
    colours = SERIES[:2]
    probability_surface(ax, theme, p1, *lim, colours, alpha=0.38)
    gx, gy = np.linspace(*lim[0], p1.shape[1]), np.linspace(*lim[1], p1.shape[0])
    cs = ax.contour(gx, gy, p1, levels=[0.3, 0.5, 0.7], colors=[theme.fg],
                    linestyles=["--", "-", "--"], linewidths=[1.2, 2.0, 1.2])
    ax.clabel(cs, fmt={0.3: "p = 0.3", 0.5: "p = 0.5", 0.7: "p = 0.7"}, fontsize=11,
              inline_spacing=6)
    scatter_classes(ax, theme, X, y, colours, size=18, labels=["class 0", "class 1"])
    ax.set(xlabel="x₁", ylabel="x₂")
    ax.grid(False)
    ax.legend(loc="upper left")
    return fig


@functools.cache
def cancer_model():
    """breast_cancer_logreg.py from the page."""
    data = load_breast_cancer()
    X, y = data.data, 1 - data.target
    X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.25, stratify=y, random_state=42)
    pipe = make_pipeline(StandardScaler(), LogisticRegression(max_iter=1_000))
    search = GridSearchCV(pipe, param_grid={"logisticregression__C": np.logspace(-3, 3, 13)},
                          scoring="roc_auc",
                          cv=StratifiedKFold(n_splits=5, shuffle=True, random_state=42))
    search.fit(X_tr, y_tr)
    proba = search.best_estimator_.predict_proba(X_te)[:, 1]
    cm50 = confusion_matrix(y_te, (proba >= 0.5).astype(int))
    cm30 = confusion_matrix(y_te, (proba >= 0.3).astype(int))
    auc = roc_auc_score(y_te, proba)
    expect("confusion matrix at 0.5", cm50.tolist(), [[90, 0], [3, 50]])
    expect("confusion matrix at 0.3", cm30.tolist(), [[89, 1], [1, 52]])
    expect("test ROC AUC", round(auc, 3), 0.998)
    return y_te, proba, cm50, cm30, auc


@figure(
    "confusion-matrix", PAGE, "Worked example: breast cancer diagnosis",
    alt="Two confusion matrices for the breast-cancer test set, rows true class and columns "
        "predicted class. At threshold 0.5: 90 benign correct, 0 false alarms, 3 missed "
        "malignant, 50 malignant caught. At threshold 0.3: 89 benign correct, 1 false alarm, "
        "1 missed malignant, 52 malignant caught.",
    caption="Lowering the threshold from 0.5 to 0.3 trades one false alarm for two more "
            "malignant tumours caught.",
)
def confusion_figure(theme):
    _, _, cm50, cm30, _ = cancer_model()
    fig, axes = new_chart(3.4, 1, 2)
    labels = ["benign", "malignant"]
    cmap = theme.cmap()
    for ax, cm, title in [(axes[0], cm50, "threshold 0.5"), (axes[1], cm30, "threshold 0.3")]:
        ax.imshow(np.log1p(cm), cmap=cmap, vmin=0, vmax=np.log1p(cm.max()))
        for (i, j), v in np.ndenumerate(cm):
            strong = np.log1p(v) > 0.6 * np.log1p(cm.max())
            ax.text(j, i, str(v), ha="center", va="center", fontsize=15,
                    color=theme.bg if strong else theme.fg, fontweight="bold")
        # thin cell borders, so the empty 0 cell still reads as a cell
        ax.axhline(0.5, color=theme.muted, lw=0.8)
        ax.axvline(0.5, color=theme.muted, lw=0.8)
        ax.add_patch(Rectangle((-0.5, -0.5), 2, 2, fill=False, edgecolor=theme.muted, lw=0.8))
        ax.set(xticks=[0, 1], yticks=[0, 1], xticklabels=labels, title=title,
               xlabel="predicted")
        ax.set_yticklabels(labels, rotation=90, va="center")
        ax.grid(False)
        for sp in ax.spines.values():
            sp.set_visible(False)
    axes[0].set_ylabel("true class")
    return fig


@figure(
    "roc-curve", PAGE, "Worked example: breast cancer diagnosis",
    alt="The ROC curve of the breast-cancer model on the test set, true positive rate against "
        "false positive rate, hugging the top-left corner with an area under the curve of "
        "0.998, far above the diagonal of a random classifier. A zoomed panel of the corner "
        "marks the two operating points: threshold 0.5 at 0 % false positives and 94 % "
        "recall, threshold 0.3 at 1 % false positives and 98 % recall.",
    caption="ROC curve of the tuned model (AUC 0.998); each threshold is one point on it.",
)
def roc_figure(theme):
    y_te, proba, cm50, cm30, auc = cancer_model()
    fpr, tpr, _ = roc_curve(y_te, proba)
    points = []
    for cm, t in [(cm50, 0.5), (cm30, 0.3)]:
        tn, fp, fn, tp = cm.ravel()
        points.append((fp / (fp + tn), tp / (tp + fn), t))
    fig, axes = new_chart(3.6, 1, 2)
    for ax, zoom in zip(axes, (False, True)):
        ax.plot(fpr, tpr, color=OKABE_ITO["blue"], drawstyle="steps-post",
                label=None if zoom else f"logistic regression (AUC = {auc:.3f})")
        if not zoom:
            ax.plot([0, 1], [0, 1], color=theme.muted, ls="--", lw=1.2, label="random (AUC 0.5)")
        for (x, y, t), c in zip(points, (OKABE_ITO["vermillion"], OKABE_ITO["green"])):
            ax.scatter([x], [y], s=70, color=c, zorder=4, edgecolors=theme.bg,
                       label=f"threshold {t}" if zoom else None)
        ax.set(xlabel="false positive rate", aspect="equal")
        if zoom:
            ax.set(xlim=(-0.01, 0.15), ylim=(0.84, 1.0), title="top-left corner")
            ax.legend(loc="lower right")
        else:
            ax.set(xlim=(0, 1), ylim=(0, 1.01), ylabel="true positive rate (recall)",
                   title="ROC curve")
            ax.legend(loc="lower right", fontsize=10)
    return fig


@functools.cache
def imbalance_models():
    """imbalance.py from the page."""
    X, y = make_classification(n_samples=20_000, n_features=20, n_informative=5,
                               weights=[0.97, 0.03], class_sep=0.8, random_state=0)
    X_tr, X_te, y_tr, y_te = train_test_split(X, y, stratify=y, random_state=0)
    out = []
    for cw in (None, "balanced"):
        clf = LogisticRegression(class_weight=cw, max_iter=1_000).fit(X_tr, y_tr)
        proba = clf.predict_proba(X_te)[:, 1]
        out.append((cw, proba, average_precision_score(y_te, proba)))
    expect("average precision None/balanced", [round(o[2], 3) for o in out], [0.665, 0.547])
    return y_te, out


@figure(
    "imbalance-pr-curve", PAGE, "Class imbalance",
    alt="Precision–recall curves for the two models of imbalance.py on data with 3 % "
        "positives. The unweighted model's curve lies higher (average precision 0.665) than "
        "the class_weight='balanced' model's (0.547). Each curve marks where its default 0.5 "
        "threshold lands: high precision and about 40 % recall without weights, about 80 % "
        "recall but 15 % precision with balanced weights.",
    caption="Class weights mostly move the operating point along the precision–recall curve; "
            "the unweighted model ranks positives better here.",
)
def imbalance_figure(theme):
    y_te, out = imbalance_models()
    fig, ax = new_chart(3.7)
    for (cw, proba, ap), c, ls in zip(out, (OKABE_ITO["blue"], OKABE_ITO["vermillion"]),
                                      ("-", "--")):
        prec, rec, thr = precision_recall_curve(y_te, proba)
        ax.plot(rec, prec, color=c, ls=ls, label=f"class_weight={cw!s}: AP = {ap:.3f}")
        i = np.searchsorted(thr, 0.5)  # first threshold at or above 0.5
        ax.scatter([rec[i]], [prec[i]], s=90, color=c, edgecolors=theme.fg, zorder=4)
        ax.annotate("threshold 0.5", (rec[i], prec[i]), xytext=(10, 6),
                    textcoords="offset points", fontsize=11, color=theme.fg)
    ax.axhline(y_te.mean(), color=theme.muted, ls=":", lw=1.3)
    ax.text(0.01, y_te.mean() + 0.015, f"random: precision {y_te.mean():.2f}", ha="left",
            color=theme.muted, fontsize=11)
    ax.set(xlabel="recall", ylabel="precision", xlim=(0, 1), ylim=(0, 1.08))
    ax.legend(loc="lower left", bbox_to_anchor=(0, 0.08))
    return fig

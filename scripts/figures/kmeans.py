"""Figures for content/docs/machine_learning/traditional_algorithm/k_means.mdx.

The page's printed numbers come from scikit-learn 1.3 or later, whose k-means++
draws the first centre with ``random_state.choice(n, p=weights)`` instead of
``randint(n)``. To reproduce them on any scikit-learn version, the seeding is
re-implemented here (``kmeans_pp``) and passed to ``KMeans`` as ``init``; the
Lloyd iterations that follow are unchanged between versions.
"""

from __future__ import annotations

import functools

import numpy as np
from sklearn.cluster import DBSCAN, KMeans
from sklearn.datasets import make_blobs, make_moons
from sklearn.metrics import adjusted_rand_score, silhouette_score
from sklearn.preprocessing import StandardScaler

from common import OKABE_ITO, SERIES, expect, figure, new_chart, rng, scatter_classes

PAGE = "content/docs/machine_learning/traditional_algorithm/k_means.mdx"
KS = list(range(2, 9))
# The page's output table (k=2..8), checked against what this script computes.
PAGE_INERTIA = [1059.5, 250.6, 59.5, 54.3, 50.4, 43.0, 40.5]
PAGE_SILHOUETTE = [0.555, 0.738, 0.798, 0.661, 0.540, 0.455, 0.451]


def kmeans_pp(X: np.ndarray, k: int, seed: int) -> np.ndarray:
    """k-means++ seeding exactly as scikit-learn >= 1.3 does it (unit weights)."""
    rs = np.random.RandomState(seed)
    n = len(X)
    weights = np.ones(n)
    trials = 2 + int(np.log(k))
    centers = np.empty((k, X.shape[1]))
    centers[0] = X[rs.choice(n, p=weights / weights.sum())]

    def sq_dist(A):
        return ((A[:, None, :] - X[None, :, :]) ** 2).sum(-1)

    closest = sq_dist(centers[:1])[0]
    pot = closest @ weights
    for c in range(1, k):
        rand_vals = rs.uniform(size=trials) * pot
        cand = np.searchsorted(np.cumsum(weights * closest, dtype=np.float64), rand_vals)
        np.clip(cand, None, n - 1, out=cand)
        dist = np.minimum(closest, sq_dist(X[cand]))
        pots = dist @ weights
        best = int(np.argmin(pots))
        pot, closest, centers[c] = pots[best], dist[best], X[cand[best]]
    return centers


def fit_kmeans(X: np.ndarray, k: int, seed: int = 42) -> KMeans:
    return KMeans(n_clusters=k, init=kmeans_pp(X, k, seed), n_init=1).fit(X)


@functools.cache
def blobs():
    X, _ = make_blobs(n_samples=1_000, centers=4, cluster_std=1.0, random_state=42)
    return StandardScaler().fit_transform(X)


@functools.cache
def k_scan():
    X = blobs()
    inertia, sil = [], []
    for k in KS:
        km = fit_kmeans(X, k)
        inertia.append(round(km.inertia_, 1))
        sil.append(round(silhouette_score(X, km.labels_), 3))
    expect("k-means inertia, k=2..8", inertia, PAGE_INERTIA, tol=0.051)
    expect("k-means silhouette, k=2..8", sil, PAGE_SILHOUETTE, tol=0.0006)
    return inertia, sil


# ---------------------------------------------------------------------------

def lloyd_1d(x, mu):
    """One assign + update step of Lloyd's algorithm in 1-D."""
    labels = np.argmin(np.abs(x[:, None] - mu[None, :]), axis=1)
    new_mu = np.array([x[labels == j].mean() for j in range(len(mu))])
    wcss = float(sum(((x[labels == j] - new_mu[j]) ** 2).sum() for j in range(len(mu))))
    return labels, new_mu, wcss


@figure(
    "kmeans-lloyd-1d", PAGE, "A worked example by hand",
    alt="Four number lines for the points 1, 2, 3, 10, 11 and 12. Iteration 1 assigns with "
        "centroids at 1 and 2, so only point 1 joins cluster 1. The update moves the second "
        "centroid to 7.6 (WCSS 89.2). Iteration 2 assigns with the boundary at 4.3, splitting "
        "1, 2, 3 from 10, 11, 12, and the update moves the centroids to 2 and 11 (WCSS 4).",
    caption="Lloyd's algorithm on the page's six points from the deliberately poor start "
            "μ = (1, 2): two iterations reach the obvious clusters.",
)
def lloyd_figure(theme):
    x = np.array([1, 2, 3, 10, 11, 12], float)
    mu0 = np.array([1.0, 2.0])
    lab1, mu1, wcss1 = lloyd_1d(x, mu0)
    lab2, mu2, wcss2 = lloyd_1d(x, mu1)
    expect("Lloyd 1-D: centroids after iteration 1", mu1.round(1), [1.0, 7.6])
    expect("Lloyd 1-D: WCSS after iterations 1 and 2", [round(wcss1, 1), wcss2], [89.2, 4.0])
    rows = [
        ("Iteration 1, assign", lab1, mu0, None, mu0.mean()),
        ("Iteration 1, update", lab1, mu1, mu0, None, f"WCSS = {wcss1:.1f}"),
        ("Iteration 2, assign", lab2, mu1, None, mu1.mean()),
        ("Iteration 2, update", lab2, mu2, mu1, None, f"WCSS = {wcss2:.0f}"),
    ]
    fig, axes = new_chart(4.6, 4, 1, sharex=True)
    colours = [OKABE_ITO["blue"], OKABE_ITO["vermillion"]]
    for ax, row in zip(axes, rows):
        title, labels, mu, old, boundary = row[:5]
        ax.axhline(0, color=theme.muted, lw=1, zorder=0)
        for xi, li in zip(x, labels):
            ax.scatter(xi, 0, s=90, color=colours[li], marker="os"[li], zorder=3,
                       edgecolors=theme.bg, linewidths=0.8)
        close = abs(mu[1] - mu[0]) < 3  # labels would collide: push them apart
        for j, m in enumerate(mu):
            ax.scatter(m, 0.55, s=150, marker="v", color=colours[j], zorder=4,
                       edgecolors=theme.fg, linewidths=0.8)
            dx, ha = ((-4, "right") if j == 0 else (4, "left")) if close else (0, "center")
            ax.annotate(f"μ{'₁₂'[j]} = {m:g}", (m, 0.55), xytext=(dx, 9),
                        textcoords="offset points", ha=ha, va="bottom", fontsize=11)
            if old is not None and abs(old[j] - m) > 1e-9:
                ax.annotate("", xy=(m, 0.55), xytext=(old[j], 0.55),
                            arrowprops=dict(arrowstyle="->", color=theme.muted, lw=1.4,
                                            shrinkA=6, shrinkB=8))
        if boundary is not None:
            ax.axvline(boundary, color=theme.muted, ls="--", lw=1.4)
            ax.text(boundary + 0.15, -0.55, f"boundary {boundary:g}", fontsize=11,
                    color=theme.muted, va="center")
        if len(row) > 5:
            ax.text(13.4, -0.45, row[5], ha="right", va="center", fontsize=11)
        ax.set_title(title, loc="left", fontsize=11)
        ax.set(ylim=(-0.9, 1.45), yticks=[], xlim=(0, 13.5))
        ax.grid(False)
        ax.spines[["left"]].set_visible(False)
    axes[-1].set_xticks(range(0, 14))
    axes[-1].set_xlabel("x")
    return fig


@figure(
    "kmeans-clusters", PAGE, "A scikit-learn example",
    alt="A scatter plot of the 1,000 standardised blob points in four colours and marker "
        "shapes, one per k-means cluster, with a large cross on each centroid near (0.16, "
        "0.98), (-0.64, -1.55), (1.53, -0.14) and (-1.04, 0.72). Two star markers at (0, 0) "
        "and (1.5, -1) show the predicted clusters 0 and 2.",
    caption="KMeans(n_clusters=4) on the page's make_blobs data: 249, 250, 250 and 251 "
            "points per cluster, and two new points assigned with predict.",
)
def kmeans_clusters(theme):
    X = blobs()
    km = fit_kmeans(X, 4)
    counts = np.bincount(km.labels_)
    new = np.array([[0.0, 0.0], [1.5, -1.0]])
    pred = km.predict(new)
    expect("k=4 cluster sizes", counts.tolist(), [249, 250, 250, 251])
    expect("k=4 centroids", km.cluster_centers_.round(2).tolist(),
           [[0.16, 0.98], [-0.64, -1.55], [1.53, -0.14], [-1.04, 0.72]])
    expect("predict([[0, 0], [1.5, -1]])", pred.tolist(), [0, 2])
    fig, ax = new_chart(4.4)
    colours = SERIES[:4]
    scatter_classes(ax, theme, X, km.labels_, colours, size=14,
                    labels=[f"cluster {k} ({c})" for k, c in enumerate(counts)])
    ax.scatter(*km.cluster_centers_.T, marker="X", s=220, color=theme.fg,
               edgecolors=theme.bg, linewidths=1.2, zorder=5, label="centroid")
    for p, k in zip(new, pred):
        ax.scatter(*p, marker="*", s=330, color=colours[k], edgecolors=theme.fg,
                   linewidths=1.2, zorder=6)
        ax.annotate(f"predict → {k}", p, xytext=(10, -14), textcoords="offset points",
                    fontsize=11, color=theme.fg)
    ax.set(xlabel="feature 1 (standardised)", ylabel="feature 2 (standardised)", aspect="equal")
    ax.legend(loc="center left", bbox_to_anchor=(1.02, 0.5), frameon=False,
              handletextpad=0.3, markerscale=1.3)
    return fig


def k_curve(theme, values, ylabel, fmt, best_k):
    fig, ax = new_chart(3.6)
    ax.plot(KS, values, marker="o", color=OKABE_ITO["blue"], zorder=3)
    i = KS.index(best_k)
    ax.scatter([best_k], [values[i]], s=260, facecolors="none", edgecolors=OKABE_ITO["vermillion"],
               linewidths=2.4, zorder=4)
    for k, v in zip(KS, values):
        ax.annotate(fmt.format(v), (k, v), xytext=(0, 9), textcoords="offset points",
                    ha="center", fontsize=11)
    ax.set(xlabel="number of clusters k", ylabel=ylabel, xticks=KS)
    ax.margins(y=0.18)
    return fig, ax


@figure(
    "kmeans-elbow", PAGE, "The elbow method",
    alt="A line chart of inertia against k from 2 to 8: 1059.5, 250.6 and 59.5 for k = 2, 3 "
        "and 4, then an almost flat tail of 54.3, 50.4, 43.0 and 40.5. The bend at k = 4 is "
        "circled.",
    caption="Inertia drops steeply until k = 4 and barely moves after it: the elbow.",
)
def kmeans_elbow(theme):
    inertia, _ = k_scan()
    fig, ax = k_curve(theme, inertia, "inertia (WCSS)", "{:.1f}", 4)
    ax.annotate("elbow", (4, inertia[2]), xytext=(4.6, 420), color=OKABE_ITO["vermillion"],
                arrowprops=dict(arrowstyle="->", color=OKABE_ITO["vermillion"], lw=1.4),
                fontsize=12)
    return fig


@figure(
    "kmeans-silhouette", PAGE, "The silhouette score",
    alt="A line chart of the mean silhouette score against k from 2 to 8: 0.555, 0.738, a "
        "peak of 0.798 at k = 4 (circled), then 0.661, 0.540, 0.455 and 0.451.",
    caption="The silhouette score peaks at k = 4, agreeing with the elbow.",
)
def kmeans_silhouette(theme):
    _, sil = k_scan()
    fig, ax = k_curve(theme, sil, "mean silhouette score", "{:.3f}", 4)
    ax.set_ylim(0.38, 0.88)
    return fig


@functools.cache
def customers():
    """Three made-up customer groups: age in years, income in dollars."""
    g = rng(7)
    groups = [(27, 4, 38_000, 7_000), (45, 5, 52_000, 8_000), (63, 4, 44_000, 7_000)]
    X = np.vstack([np.c_[g.normal(a, sa, 150), g.normal(i, si, 150)]
                   for a, sa, i, si in groups])
    return X


@figure(
    "kmeans-scaling", PAGE, "Scale your features",
    alt="Two scatter plots of 450 made-up customers, age on the x axis and income on the y "
        "axis, coloured by k-means cluster with k = 3. On the raw features the clusters are "
        "horizontal income bands that cut across the three age groups; after StandardScaler "
        "the clusters match the three age groups.",
    caption="Unscaled, income (tens of thousands) swamps age (tens) and k-means clusters on "
            "income alone; standardising first recovers the three groups.",
)
def kmeans_scaling(theme):
    X = customers()
    raw = fit_kmeans(X, 3, seed=0).labels_
    scaled = fit_kmeans(StandardScaler().fit_transform(X), 3, seed=0).labels_
    fig, axes = new_chart(3.6, 1, 2, sharey=True)
    for ax, labels, title in [(axes[0], raw, "KMeans on raw features"),
                              (axes[1], scaled, "StandardScaler, then KMeans")]:
        order = np.argsort(np.argsort([X[labels == k, 0].mean() for k in range(3)]))
        scatter_classes(ax, theme, X, order[labels], SERIES[:3], size=14)
        ax.set(title=title, xlabel="age (years)")
    axes[0].set_ylabel("income ($)")
    axes[0].yaxis.set_major_formatter(lambda v, _: f"{v / 1000:.0f}k")
    return fig


@figure(
    "kmeans-moons", PAGE, "Limitations",
    alt="Two scatter plots of two interleaving half-moons. K-means with k = 2 cuts them with a "
        "straight line, so each cluster takes one moon's tip plus half of the other moon "
        "(adjusted Rand index 0.27). DBSCAN with eps = 0.2 colours each moon as one cluster "
        "(adjusted Rand index 1.00).",
    caption="On make_moons(noise=0.05) k-means can only draw a straight boundary; "
            "density-based DBSCAN follows the shapes.",
)
def kmeans_moons(theme):
    X, y = make_moons(n_samples=500, noise=0.05, random_state=0)
    km = fit_kmeans(X, 2, seed=0).labels_
    db = DBSCAN(eps=0.2).fit_predict(X)
    ari_km, ari_db = adjusted_rand_score(y, km), adjusted_rand_score(y, db)
    expect("k-means ARI on moons (page: about 0.27)", round(ari_km, 2), 0.27)
    expect("DBSCAN ARI on moons", round(ari_db, 2), 1.0)
    fig, axes = new_chart(2.7, 1, 2, sharey=True)
    for ax, labels, title in [(axes[0], km, f"KMeans, k = 2: ARI {ari_km:.2f}"),
                              (axes[1], db, f"DBSCAN, eps = 0.2: ARI {ari_db:.2f}")]:
        scatter_classes(ax, theme, X, labels, SERIES[:2], size=12)
        ax.set(title=title, xlabel="x₁", aspect="equal")
    axes[0].set_ylabel("x₂")
    return fig

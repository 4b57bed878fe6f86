"""Figures for content/docs/opencv/image-processing-basics.mdx.

Thresholding uses the coins photo (the page's ``coins.jpg``) and the scanned
``page`` sample, smoothing a noisy crop of the cameraman, morphology the horse
silhouette, and the worked example runs ``clean_scan`` on the page sample.
"""

from __future__ import annotations

import functools

import cv2
import numpy as np

from common import (OKABE_ITO, PhotoGrid, expect, figure, load_sample, new_chart, new_figure,
                    resize_to_width, rng)

PAGE = "content/docs/opencv/image-processing-basics.mdx"


def bgr(hex_colour: str) -> tuple[int, int, int]:
    """Okabe-Ito hex colour as an OpenCV BGR tuple."""
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return b, g, r


def upscale(img: np.ndarray, factor: int = 2) -> np.ndarray:
    """Enlarge for display only; nearest keeps the processed pixels exact."""
    return cv2.resize(img, None, fx=factor, fy=factor, interpolation=cv2.INTER_NEAREST)


# ---------------------------------------------------------------------------
# Thresholding
# ---------------------------------------------------------------------------

@figure(
    "threshold-types", PAGE, "Global threshold",
    alt="The grayscale coins photo and the five threshold types at 127: BINARY makes the "
        "bright coins white on black, with holes in the darker coins; BINARY_INV is its "
        "negative; TRUNC flattens everything brighter than 127 to a uniform grey, so the coins "
        "become flat discs; TOZERO keeps the bright coin pixels and blacks out the background; "
        "TOZERO_INV keeps only the darker background and blacks out the coins.",
    caption="cv2.threshold(gray, 127, 255, type) for each of the five types.",
)
def threshold_types(theme):
    gray = load_sample("coins.png", gray=True)
    types = [("THRESH_BINARY", cv2.THRESH_BINARY), ("THRESH_BINARY_INV", cv2.THRESH_BINARY_INV),
             ("THRESH_TRUNC", cv2.THRESH_TRUNC), ("THRESH_TOZERO", cv2.THRESH_TOZERO),
             ("THRESH_TOZERO_INV", cv2.THRESH_TOZERO_INV)]
    panels = [(gray, "gray")]
    panels += [(cv2.threshold(gray, 127, 255, t)[1], n) for n, t in types]
    return PhotoGrid(panels, ncols=3)


@functools.cache
def otsu_coins():
    gray = load_sample("coins.png", gray=True)
    blur = cv2.GaussianBlur(gray, (5, 5), 0)
    t, otsu = cv2.threshold(blur, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    _, fixed = cv2.threshold(gray, 127, 255, cv2.THRESH_BINARY)
    expect("Otsu threshold on blurred coins (alt text)", t, 104.0)
    return blur, t, otsu, fixed


@figure(
    "threshold-otsu", PAGE, "Otsu's method",
    alt="Left: the histogram of the blurred coins photo, with a tall peak of dark background "
        "pixels between 30 and 100 and a lower peak of coin pixels around 150; Otsu's "
        "threshold, 104, lies in the valley between them, left of the fixed 127. Right: the "
        "fixed threshold leaves holes and speckle in the darker coins, while Otsu's makes "
        "almost every coin solid white, plus a bright strip along the top edge.",
    caption="Otsu picks the threshold from the histogram (104 for this photo) instead of a "
            "hard-coded 127.",
)
def threshold_otsu(theme):
    blur, t, otsu, fixed = otsu_coins()
    fig = new_figure(3.9)
    gs = fig.add_gridspec(2, 2, width_ratios=[1.25, 1])
    ax = fig.add_subplot(gs[:, 0])
    hist = cv2.calcHist([blur], [0], None, [256], [0, 256]).ravel()
    ax.fill_between(np.arange(256), hist, step="mid", color=theme.mix(theme.accent, 0.55),
                    linewidth=0)
    ax.plot(np.arange(256), hist, drawstyle="steps-mid", color=theme.accent, lw=1.2)
    ax.axvline(127, color=theme.muted, ls="--", lw=1.6, label="fixed 127")
    ax.axvline(t, color=OKABE_ITO["vermillion"], lw=2.2, label=f"Otsu: {t:.0f}")
    ax.set(xlim=(0, 255), xlabel="intensity (after 5×5 Gaussian blur)", ylabel="pixels",
           title="Histogram of the coins photo")
    ax.legend(loc="upper right")
    for row, (img, title) in enumerate([(fixed, "threshold 127"), (otsu, f"Otsu ({t:.0f})")]):
        a = fig.add_subplot(gs[row, 1])
        a.imshow(img, cmap="gray", vmin=0, vmax=255, interpolation="antialiased")
        a.set_title(title)
        a.axis("off")
    return fig


@figure(
    "threshold-adaptive", PAGE, "Adaptive threshold",
    alt="A photographed book page whose lighting fades towards the bottom left, thresholded "
        "three ways. A global Otsu threshold turns the darker left third into a solid black "
        "patch that swallows the text. Adaptive mean and adaptive Gaussian thresholds with "
        "blockSize 31 and C 10 keep the text crisp and the paper white across the whole page, "
        "with a few specks along the rules.",
    caption="Uneven lighting defeats any single threshold; adaptiveThreshold(gray, 255, …, "
            "THRESH_BINARY, 31, 10) compares each pixel with its own neighbourhood.",
)
def threshold_adaptive(theme):
    gray = load_sample("page.png", gray=True)
    _, otsu = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    th_mean = cv2.adaptiveThreshold(gray, 255, cv2.ADAPTIVE_THRESH_MEAN_C,
                                    cv2.THRESH_BINARY, 31, 10)
    th_gauss = cv2.adaptiveThreshold(gray, 255, cv2.ADAPTIVE_THRESH_GAUSSIAN_C,
                                     cv2.THRESH_BINARY, 31, 10)
    return PhotoGrid([(upscale(gray), "gray (uneven lighting)"), (upscale(otsu), "global Otsu"),
                      (upscale(th_mean), "ADAPTIVE_THRESH_MEAN_C"),
                      (upscale(th_gauss), "ADAPTIVE_THRESH_GAUSSIAN_C")], ncols=2)


# ---------------------------------------------------------------------------
# Smoothing
# ---------------------------------------------------------------------------

@functools.cache
def noisy_crop() -> tuple[np.ndarray, np.ndarray]:
    """Cameraman crop with Gaussian noise plus 3 % salt-and-pepper, fixed seed."""
    clean = load_sample("camera.png", gray=True)[50:280, 165:395]
    g = rng(1)
    noisy = clean.astype(np.float32) + g.normal(0, 15, clean.shape)
    specks = g.random(clean.shape)
    noisy[specks < 0.015] = 0
    noisy[specks > 0.985] = 255
    return clean, np.clip(noisy, 0, 255).astype(np.uint8)


@figure(
    "blur-comparison", PAGE, "Blurring and smoothing",
    alt="A crop of the cameraman's face and camera, clean and with added grain and "
        "salt-and-pepper specks, then the noisy crop filtered four ways: the 5×5 box and "
        "Gaussian blurs soften everything and smear the specks into grey dots; the 5×5 median "
        "removes the specks almost completely and keeps the edges of the face and camera; the "
        "bilateral filter smooths the grain but leaves the specks untouched.",
    caption="The page's four filters on the same noisy input (Gaussian grain plus 3 % "
            "salt-and-pepper): only the median removes the specks.",
)
def blur_comparison(theme):
    clean, noisy = noisy_crop()
    panels = [
        (clean, "original"),
        (noisy, "noisy input"),
        (cv2.blur(noisy, (5, 5)), "blur (5, 5)"),
        (cv2.GaussianBlur(noisy, (5, 5), 0), "GaussianBlur (5, 5)"),
        (cv2.medianBlur(noisy, 5), "medianBlur 5"),
        (cv2.bilateralFilter(noisy, 9, 75, 75), "bilateralFilter 9, 75, 75"),
    ]
    return PhotoGrid(panels, ncols=3)


# ---------------------------------------------------------------------------
# Morphology
# ---------------------------------------------------------------------------

@figure(
    "structuring-elements", PAGE, "Structuring elements",
    alt="Three 5 by 5 grids of ones and zeros: MORPH_RECT is all ones; MORPH_ELLIPSE has "
        "ones in the three middle rows and only the centre cell of the top and bottom rows; "
        "MORPH_CROSS has ones only in the middle row and the middle column.",
    caption="The 5×5 kernels returned by cv2.getStructuringElement for the three shapes.",
)
def structuring_elements(theme):
    fig, axes = new_chart(2.6, 1, 3)
    shapes = [("MORPH_RECT", cv2.MORPH_RECT), ("MORPH_ELLIPSE", cv2.MORPH_ELLIPSE),
              ("MORPH_CROSS", cv2.MORPH_CROSS)]
    for ax, (name, shape) in zip(axes, shapes):
        k = cv2.getStructuringElement(shape, (5, 5))
        for (r, c), v in np.ndenumerate(k):
            face = theme.accent if v else theme.bg
            ax.add_patch(_cell(c, r, face, theme.muted))
            ax.text(c + 0.5, r + 0.5, str(v), ha="center", va="center",
                    color=theme.bg if v else theme.muted, fontsize=11)
        ax.set(xlim=(-0.1, 5.1), ylim=(5.1, -0.1), aspect="equal", title=name)
        ax.axis("off")
    return fig


def _cell(x, y, face, edge):
    from matplotlib.patches import Rectangle

    return Rectangle((x + 0.04, y + 0.04), 0.92, 0.92, facecolor=face, edgecolor=edge, lw=1)


@functools.cache
def horse_mask() -> np.ndarray:
    """The horse silhouette, thresholded as on the page (dark object -> white)."""
    gray = load_sample("horse.png", gray=True)
    _, mask = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    return mask


def highlight(base: np.ndarray, changed: np.ndarray, colour: str) -> np.ndarray:
    """White mask with the changed pixels painted in `colour` (BGR image)."""
    out = cv2.cvtColor(base, cv2.COLOR_GRAY2BGR)
    out[changed > 0] = bgr(colour)
    return out


@figure(
    "morphology-erode-dilate", PAGE, "Erosion and dilation",
    alt="The white horse silhouette on black, then eroded and dilated with a 3×3 ellipse and "
        "two iterations. In the eroded version a thin vermillion band marks the pixels removed "
        "all around the outline, and the thin tail strands and ear tips shrink. In the dilated "
        "version a light blue band marks the pixels added, and the gap between the tail and "
        "the hind leg closes.",
    caption="erode and dilate with a 3×3 elliptical kernel, iterations=2; coloured pixels "
            "are the ones each operation removed or added.",
)
def morphology_erode_dilate(theme):
    mask = horse_mask()
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3))
    thinner = cv2.erode(mask, kernel, iterations=2)
    thicker = cv2.dilate(mask, kernel, iterations=2)
    removed = cv2.subtract(mask, thinner)
    added = cv2.subtract(thicker, mask)
    return PhotoGrid([(mask, "mask"),
                      (highlight(thinner, removed, OKABE_ITO["vermillion"]), "erode: removed"),
                      (highlight(mask, added, OKABE_ITO["sky"]), "dilate: added")])


@functools.cache
def noisy_horse() -> np.ndarray:
    """Horse mask with white specks outside and black holes inside, smaller than 5×5."""
    mask = horse_mask().copy()
    g = rng(2)
    h, w = mask.shape
    for _ in range(260):
        # radius 0 or 1: at most 3x3, so a 5x5 element cannot fit inside any of them
        x, y, r = int(g.integers(0, w)), int(g.integers(0, h)), int(g.integers(0, 2))
        inside = mask[y, x] > 0
        cv2.circle(mask, (x, y), r, 0 if inside else 255, -1)
    return mask


@figure(
    "morphology-open-close", PAGE, "Opening, closing and gradient",
    alt="A noisy horse mask with white specks scattered over the black background and black "
        "holes inside the white body. Opening with a 5×5 ellipse removes the white specks but "
        "leaves the holes; closing fills the holes but keeps the specks; opening followed by "
        "closing gives a clean silhouette; the morphological gradient of that clean mask is a "
        "thin white outline of the horse.",
    caption="Opening removes white specks smaller than the 5×5 element, closing fills black "
            "holes, and the gradient keeps only the border.",
)
def morphology_open_close(theme):
    noisy = noisy_horse()
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (5, 5))
    opened = cv2.morphologyEx(noisy, cv2.MORPH_OPEN, kernel)
    closed = cv2.morphologyEx(noisy, cv2.MORPH_CLOSE, kernel)
    both = cv2.morphologyEx(opened, cv2.MORPH_CLOSE, kernel)
    outline = cv2.morphologyEx(both, cv2.MORPH_GRADIENT,
                               cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3)))
    panels = [(noisy, "noisy mask"), (opened, "MORPH_OPEN"), (closed, "MORPH_CLOSE"),
              (both, "OPEN, then CLOSE"), (outline, "MORPH_GRADIENT of that")]
    return PhotoGrid([(resize_to_width(p, 300, cv2.INTER_AREA), t) for p, t in panels],
                     ncols=3)


# ---------------------------------------------------------------------------
# Background subtraction
# ---------------------------------------------------------------------------

@functools.cache
def moving_scene():
    """background_subtraction.py from the page: the same synthetic frames and the same
    seed, so the figure shows exactly the masks and boxes the page prints.

    Returns the last frame, the MOG2 and KNN masks, the cleaned mask and the boxes.
    """
    g = rng(0)
    table = cv2.resize(load_sample("coffee.png"), (320, 240))
    card = cv2.resize(load_sample("chelsea.png"), (60, 40))

    def frame_at(t):
        f = table.astype(np.float32)
        if t >= 20:
            x, y = 240, 3 * (t - 20) - 20
            f[max(y + 10, 0):max(y + 50, 0), x - 10:x + 50] *= 0.55
            f[max(y, 0):max(y + 40, 0), x:x + 60] = card[max(-y, 0):]
            cv2.circle(f, (4 * (t - 20) - 10, 70), 14, (40, 200, 240), -1)
        f += g.normal(0, 3, f.shape)
        return np.clip(f, 0, 255).astype(np.uint8)

    mog2 = cv2.createBackgroundSubtractorMOG2(history=200, varThreshold=16, detectShadows=True)
    knn = cv2.createBackgroundSubtractorKNN(history=200, dist2Threshold=400, detectShadows=True)
    for t in range(80):
        frame = frame_at(t)
        mask = mog2.apply(frame)
        knn_mask = knn.apply(frame)
    fg = cv2.threshold(mask, 200, 255, cv2.THRESH_BINARY)[1]
    fg = cv2.morphologyEx(fg, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    fg = cv2.morphologyEx(fg, cv2.MORPH_CLOSE, np.ones((7, 7), np.uint8))
    _, _, stats, _ = cv2.connectedComponentsWithStats(fg)
    boxes = [s[:4].tolist() for s in stats[1:] if s[4] >= 100]
    values, counts = np.unique(mask, return_counts=True)
    expect("MOG2 mask values (page output)", dict(zip(values.tolist(), counts.tolist())),
           {0: 72999, 127: 887, 255: 2914})
    expect("boxes (page output)", boxes, [[213, 57, 27, 27], [240, 157, 60, 40]])
    return frame, mask, knn_mask, fg, boxes


@figure(
    "background-subtraction", PAGE, "Background subtraction",
    alt="Four panels from frame 80 of a synthetic video of a coffee cup on a wooden table, in "
        "which a yellow ball rolls from left to right past the cup and a small cat picture "
        "slides down the right edge, casting a dark shadow. The MOG2 mask and the KNN mask "
        "both show the ball and the card in white and the shadow in mid-grey (value 127), with "
        "the table and cup black. The cleaned mask, after dropping shadows and an opening and "
        "closing, leaves two white blobs, and the frame shows a green box around each moving "
        "object.",
    caption="createBackgroundSubtractorMOG2 and createBackgroundSubtractorKNN on the sample's "
            "frames: moving pixels are 255 and shadows 127; thresholding at 200, morphology "
            "and connected components turn the mask into boxes.",
)
def background_subtraction(theme):
    frame, mask, knn_mask, fg, boxes = moving_scene()
    vis = frame.copy()
    for x, y, w, h in boxes:
        cv2.rectangle(vis, (x - 2, y - 2), (x + w + 1, y + h + 1), bgr(OKABE_ITO["green"]), 2)
    panels = [(vis, "frame with boxes"), (mask, "MOG2 mask"), (knn_mask, "KNN mask"),
              (fg, "> 200, open, close")]
    return PhotoGrid([(upscale(p), t) for p, t in panels], ncols=2)


# ---------------------------------------------------------------------------
# Worked example
# ---------------------------------------------------------------------------

def clean_scan_steps(gray: np.ndarray, min_speck_area: int = 15) -> dict[str, np.ndarray]:
    """clean_scan.py from the page, returning each intermediate image."""
    background = cv2.medianBlur(cv2.dilate(gray, np.ones((7, 7), np.uint8)), 21)
    flat = cv2.divide(gray, background, scale=255)
    flat_smooth = cv2.medianBlur(flat, 3)
    _, text = cv2.threshold(flat_smooth, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(text, connectivity=8)
    keep = np.zeros(n, bool)
    keep[1:] = stats[1:, cv2.CC_STAT_AREA] >= min_speck_area
    text = np.where(keep[labels], 255, 0).astype(np.uint8)
    text = cv2.morphologyEx(text, cv2.MORPH_CLOSE, np.ones((2, 2), np.uint8))
    return {"background": background, "flat": flat, "clean": cv2.bitwise_not(text)}


@functools.cache
def shadowed_scan() -> np.ndarray:
    """The page sample at 2.5x (body text at about 200 dpi) with a shadow and dust.

    At its native size the sample's i-dots are smaller than the page's
    min_speck_area of 15 pixels and would be removed with the dust.
    """
    page = cv2.resize(load_sample("page.png", gray=True), None, fx=2.5, fy=2.5,
                      interpolation=cv2.INTER_CUBIC)
    h, w = page.shape
    yy, xx = np.mgrid[0:h, 0:w]
    shade = 1.0 - 0.5 * np.clip((1 - xx / w) + yy / h - 0.7, 0, None)  # darker bottom left
    out = page.astype(np.float32) * shade
    g = rng(3)
    for _ in range(120):  # dust: dark specks of one to two pixels
        cv2.circle(out, (int(g.integers(0, w)), int(g.integers(0, h))), int(g.integers(1, 3)),
                   float(g.integers(20, 90)), -1)
    return np.clip(out, 0, 255).astype(np.uint8)


@figure(
    "clean-scan-steps", PAGE, "Worked example: cleaning a scanned document",
    alt="Four stages of clean_scan on a paragraph of a photographed page with a shadow "
        "towards the bottom left and dust specks: the input; the background estimate, a "
        "smooth grey lighting map with the text erased; the flattened page, evenly lit paper "
        "with dark text and the specks still visible; and the final black-on-white text, with "
        "the shadow and the specks gone and the i-dots kept.",
    caption="clean_scan step by step: estimate the background, divide it out, then threshold "
            "and drop connected components smaller than 15 pixels.",
)
def clean_scan_figure(theme):
    scan = shadowed_scan()
    steps = clean_scan_steps(scan)
    # Show the paragraph only: the full page at this scale would exceed the size budget.
    view = (slice(110, 380), slice(0, 580))
    return PhotoGrid([(scan[view], "input: shadow and dust"),
                      (steps["background"][view], "1. background estimate"),
                      (steps["flat"][view], "2. divide by background"),
                      (steps["clean"][view], "3–5. Otsu, drop specks, close")], ncols=2)

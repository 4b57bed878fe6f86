"""Figures for content/docs/opencv/image-processing-advanced.mdx.

Gradients and Canny use the cameraman photo (the page's ``building.jpg``
role), contours and Hough circles the coins, equalisation the low-contrast
moon surface, and the document scanner a synthetic "photo" made by warping
the scanned page sample onto a gravel background, so its corners are known.
"""

from __future__ import annotations

import functools

import cv2
import numpy as np
from matplotlib.colors import to_rgb

from common import (OKABE_ITO, PhotoGrid, expect, figure, load_sample, new_figure,
                    resize_to_width, rng)
from opencv_processing import bgr

PAGE = "content/docs/opencv/image-processing-advanced.mdx"


def abs8(img: np.ndarray, scale: float = 1.0) -> np.ndarray:
    """Signed derivative -> uint8 for display, as the page does with convertScaleAbs."""
    return cv2.convertScaleAbs(img, alpha=scale)


# ---------------------------------------------------------------------------
# Gradients and edges
# ---------------------------------------------------------------------------

@figure(
    "sobel-gradients", PAGE, "Image gradients",
    alt="The cameraman photo and five derivative images. Sobel in x with an 8-bit output "
        "keeps only the edges where intensity rises from left to right, so the left outline of "
        "the dark coat against the bright sky is missing; with a 64-bit output and absolute "
        "values both outlines of the coat and of the tripod legs appear. Sobel in y highlights "
        "horizontal edges such as the horizon, the magnitude combines both, and the Laplacian "
        "shows thin double lines along every edge.",
    caption="Sobel, gradient magnitude and Laplacian with ksize=3; requesting CV_8U instead "
            "of a signed depth silently drops the light-to-dark half of the edges.",
)
def sobel_gradients(theme):
    gray = resize_to_width(load_sample("camera.png", gray=True), 250)
    gx8 = cv2.Sobel(gray, cv2.CV_8U, 1, 0, ksize=3)  # the mistake the page warns about
    gx = cv2.Sobel(gray, cv2.CV_64F, 1, 0, ksize=3)
    gy = cv2.Sobel(gray, cv2.CV_64F, 0, 1, ksize=3)
    magnitude, _ = cv2.cartToPolar(gx, gy, angleInDegrees=True)
    lap = cv2.Laplacian(cv2.GaussianBlur(gray, (3, 3), 0), cv2.CV_64F, ksize=3)
    return PhotoGrid([(gray, "gray"), (gx8, "Sobel x, CV_8U"), (abs8(gx), "|Sobel x|, CV_64F"),
                      (abs8(gy), "|Sobel y|, CV_64F"), (abs8(magnitude), "magnitude"),
                      (abs8(lap, 2), "|Laplacian| (×2)")], ncols=3)


def auto_canny(gray: np.ndarray, sigma: float = 0.33) -> tuple[np.ndarray, int, int]:
    """The page's auto_canny, also returning the thresholds it chose."""
    v = float(np.median(gray))
    lower = int(max(0, (1.0 - sigma) * v))
    upper = int(min(255, (1.0 + sigma) * v))
    return cv2.Canny(gray, lower, upper), lower, upper


@figure(
    "canny-thresholds", PAGE, "Canny edge detection",
    alt="Canny edges of the blurred cameraman photo for four threshold pairs. 50 and 150 give "
        "clean outlines of the man, camera, tripod and buildings; 10 and 30 add a dense "
        "texture of edges in the grass and on the coat; 150 and 300 keep only the strongest "
        "outlines, with gaps; the median-based auto thresholds, 101 and 202, give a result "
        "close to 50 and 150.",
    caption="Lower thresholds catch faint edges and noise, higher ones keep only strong, "
            "long edges; auto_canny derives them from the median intensity.",
)
def canny_thresholds(theme):
    gray = resize_to_width(load_sample("camera.png", gray=True), 340)
    blur = cv2.GaussianBlur(gray, (5, 5), 0)
    auto, lo, hi = auto_canny(blur)
    return PhotoGrid([(cv2.Canny(blur, 50, 150), "Canny(blur, 50, 150)"),
                      (cv2.Canny(blur, 10, 30), "Canny(blur, 10, 30)"),
                      (cv2.Canny(blur, 150, 300), "Canny(blur, 150, 300)"),
                      (auto, f"auto_canny: {lo}, {hi}")], ncols=4)


# ---------------------------------------------------------------------------
# Contours
# ---------------------------------------------------------------------------

@functools.cache
def coin_contours():
    """Segment the coins. The top of the photo is brighter than the rest, so a
    global Otsu threshold merges it with the top row; a large-block adaptive
    threshold, then opening and closing, gives one blob per coin."""
    gray = load_sample("coins.png", gray=True)
    blur = cv2.GaussianBlur(gray, (5, 5), 0)
    mask = cv2.adaptiveThreshold(blur, 255, cv2.ADAPTIVE_THRESH_GAUSSIAN_C,
                                 cv2.THRESH_BINARY, 151, -10)
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN,
                            cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (5, 5)))
    mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE,
                            cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (7, 7)))
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    objects = [c for c in contours if cv2.contourArea(c) > 500]  # drop specks first
    expect("coins found by contours (alt text)", len(objects), 24)
    return gray, mask, objects


@figure(
    "contours-coins", PAGE, "Measuring contours",
    alt="Left: the binary mask of the coins photo, 24 white discs on black, one with a small "
        "hole. Right: the photo with each coin's contour in green, its upright bounding "
        "rectangle in light blue and its centroid as a yellow dot; the title reports 24 "
        "contours.",
    caption="findContours on a coin mask (RETR_EXTERNAL, area above 500), with boundingRect "
            "and the centroid from the moments drawn for every object.",
)
def contours_coins(theme):
    gray, mask, objects = coin_contours()
    s = 2  # draw on a 2x copy so the 1-2 px lines stay crisp after scaling
    vis = cv2.resize(cv2.cvtColor(gray, cv2.COLOR_GRAY2BGR), None, fx=s, fy=s,
                     interpolation=cv2.INTER_CUBIC)
    for cnt in objects:
        c2 = cnt * s
        x, y, w, h = cv2.boundingRect(c2)
        cv2.rectangle(vis, (x, y), (x + w, y + h), bgr(OKABE_ITO["sky"]), 2)
        cv2.drawContours(vis, [c2], -1, bgr(OKABE_ITO["green"]), 2)
        M = cv2.moments(c2)
        cx, cy = int(M["m10"] / M["m00"]), int(M["m01"] / M["m00"])
        cv2.circle(vis, (cx, cy), 4, bgr(OKABE_ITO["yellow"]), -1, lineType=cv2.LINE_AA)
    small = resize_to_width(vis, 600)
    return PhotoGrid([(cv2.resize(mask, (600, small.shape[0]), interpolation=cv2.INTER_NEAREST),
                       "mask"),
                      (small, f"{len(objects)} contours, boxes and centroids")])


# (kind, parameters) drawn in dark grey on white. The canvas is small on
# purpose: the page's putText scale (0.6) stays legible when the image is
# shown at the width of the text column.
SHAPES = [
    ("poly", [(20, 190), (80, 85), (140, 190)]),                # triangle
    ("poly", [(170, 95), (265, 95), (265, 190), (170, 190)]),   # square
    ("poly", [(295, 115), (440, 115), (440, 185), (295, 185)]), # rectangle
    ("regular", (525, 145, 52, 5)),                             # pentagon
    ("circle", (640, 142, 50)),                                 # circle
    ("regular", (752, 145, 50, 6)),                             # hexagon
]


def regular_polygon(cx, cy, r, n, phase=-np.pi / 2):
    t = phase + 2 * np.pi * np.arange(n) / n
    return np.stack([cx + r * np.cos(t), cy + r * np.sin(t)], 1).round().astype(np.int32)


def shapes_png() -> np.ndarray:
    """A synthetic shapes.png like the one the page's shapes.py expects."""
    img = np.full((215, 820, 3), 245, np.uint8)
    ink = (70, 70, 70)
    for kind, p in SHAPES:
        if kind == "poly":
            cv2.fillPoly(img, [np.array(p, np.int32)], ink, lineType=cv2.LINE_AA)
        elif kind == "regular":
            cv2.fillPoly(img, [regular_polygon(*p)], ink, lineType=cv2.LINE_AA)
        else:
            cv2.circle(img, p[:2], p[2], ink, -1, lineType=cv2.LINE_AA)
    return img


def classify(cnt: np.ndarray) -> str:
    """classify() from the page's shapes.py, verbatim."""
    area = cv2.contourArea(cnt)
    peri = cv2.arcLength(cnt, True)
    circularity = 4 * np.pi * area / (peri * peri)
    approx = cv2.approxPolyDP(cnt, 0.03 * peri, True)
    n = len(approx)
    if n == 3:
        return "triangle"
    if n == 4:
        _, _, w, h = cv2.boundingRect(approx)
        ratio = w / h
        return "square" if 0.9 <= ratio <= 1.1 else "rectangle"
    if n == 5:
        return "pentagon"
    return "circle" if circularity > 0.8 else f"{n}-gon"


@figure(
    "shape-detector", PAGE, "Approximating polygons: a shape detector",
    alt="Six dark filled shapes on a light background, each outlined in green and labelled in "
        "red by shapes.py: triangle, square, rectangle, pentagon, circle and circle. The last "
        "shape is a hexagon, labelled circle.",
    caption="The output of shapes.py. Note the hexagon: approxPolyDP keeps its six vertices, "
            "and with a circularity above 0.8 it falls through to the circle branch.",
    themed=False,
)
def shape_detector():
    img = shapes_png()
    gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    _, mask = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    names = []
    for cnt in sorted(contours, key=lambda c: cv2.boundingRect(c)[0]):  # left to right
        if cv2.contourArea(cnt) < 200:
            continue
        name = classify(cnt)
        names.append(name)
        x, y, w, h = cv2.boundingRect(cnt)
        cv2.drawContours(img, [cnt], -1, (0, 255, 0), 2)
        cv2.putText(img, name, (x, y - 8), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (0, 0, 255), 2)
    expect("shape labels (alt text)", names,
           ["triangle", "square", "rectangle", "pentagon", "circle", "circle"])
    return img


# ---------------------------------------------------------------------------
# Histograms
# ---------------------------------------------------------------------------

@figure(
    "histogram-equalization", PAGE, "Equalisation and CLAHE",
    alt="The low-contrast moon-surface photo and two enhanced versions, each next to its "
        "histogram. The original's histogram is a narrow peak around 115. equalizeHist spreads "
        "it into separate spikes over the whole 0 to 255 range, giving strong but harsh, "
        "blotchy contrast; CLAHE with clipLimit 2.0 and 8×8 tiles widens the peak moderately "
        "and shows the craters clearly with a natural look.",
    caption="equalizeHist stretches the global histogram; CLAHE equalises 8×8 tiles with a "
            "clip limit and amplifies noise far less.",
)
def histogram_equalization(theme):
    gray = load_sample("moon.png", gray=True)
    equalized = cv2.equalizeHist(gray)
    clahe = cv2.createCLAHE(clipLimit=2.0, tileGridSize=(8, 8))
    enhanced = clahe.apply(gray)
    # One row per version: image left, histogram right. Keeping the images at
    # about 330 px holds the PNG under budget (equalizeHist output is noisy).
    fig = new_figure(5.4)
    gs = fig.add_gridspec(3, 2, width_ratios=[1, 2.1])
    hist_axes = []
    for row, (img, title) in enumerate([(gray, "gray"), (equalized, "equalizeHist"),
                                        (enhanced, "CLAHE 2.0, 8×8")]):
        ax = fig.add_subplot(gs[row, 0])
        ax.imshow(img, cmap="gray", vmin=0, vmax=255, interpolation="antialiased")
        ax.set_title(title)
        ax.axis("off")
        h = fig.add_subplot(gs[row, 1], sharex=hist_axes[0] if hist_axes else None)
        counts = cv2.calcHist([img], [0], None, [256], [0, 256]).ravel() / img.size * 100
        h.fill_between(np.arange(256), counts, step="mid", color=theme.accent, lw=0)
        h.set(xlim=(0, 255), xticks=[0, 64, 128, 192, 255], ylim=(0, None))
        h.set_ylabel("% of pixels")
        if row < 2:
            h.tick_params(labelbottom=False)
        hist_axes.append(h)
    hist_axes[-1].set_xlabel("intensity")
    return fig


# ---------------------------------------------------------------------------
# Geometric transforms
# ---------------------------------------------------------------------------

def draw_points(img: np.ndarray, pts: np.ndarray) -> np.ndarray:
    colours = [OKABE_ITO["vermillion"], OKABE_ITO["yellow"], OKABE_ITO["sky"]]
    out = img.copy()
    for (x, y), c in zip(pts.astype(int), colours):
        cv2.circle(out, (int(x), int(y)), 9, (0, 0, 0), -1, lineType=cv2.LINE_AA)
        cv2.circle(out, (int(x), int(y)), 7, bgr(c), -1, lineType=cv2.LINE_AA)
    return out


@figure(
    "affine-transforms", PAGE, "Affine transforms",
    alt="The cat photo with three coloured source points, and three affine warps of it with "
        "the page's matrices: shifted 40 pixels right and 25 up, with black borders where the "
        "image moved away; rotated 30 degrees counter-clockwise and scaled to 0.8, with "
        "replicated edge pixels streaking into the corners; and sheared and tilted so that the "
        "three coloured points land on their new positions.",
    caption="Translation, rotation with BORDER_REPLICATE, and a general affine map defined "
            "by three point pairs (the coloured dots).",
)
def affine_transforms(theme):
    img = load_sample("chelsea.png")
    h, w = img.shape[:2]
    T = np.float32([[1, 0, 40], [0, 1, -25]])
    shifted = cv2.warpAffine(img, T, (w, h))
    R = cv2.getRotationMatrix2D((w / 2, h / 2), 30, 0.8)
    rotated = cv2.warpAffine(img, R, (w, h), borderMode=cv2.BORDER_REPLICATE)
    src = np.float32([[50, 50], [200, 50], [50, 200]])
    dst = np.float32([[10, 100], [200, 50], [100, 250]])
    A = cv2.getAffineTransform(src, dst)
    sheared = cv2.warpAffine(img, A, (w, h))
    panels = [(draw_points(img, src), "img (src points)"), (shifted, "translate (40, −25)"),
              (rotated, "rotate 30°, scale 0.8"), (draw_points(sheared, dst), "getAffineTransform")]
    return PhotoGrid([(resize_to_width(p, 340), t) for p, t in panels], ncols=4)


def order_points(pts: np.ndarray) -> np.ndarray:
    """order_points from scan_document.py, verbatim."""
    pts = pts.reshape(4, 2).astype(np.float32)
    s = pts.sum(axis=1)
    d = np.diff(pts, axis=1).ravel()
    return np.array([pts[np.argmin(s)], pts[np.argmin(d)],
                     pts[np.argmax(s)], pts[np.argmax(d)]], np.float32)


def find_page(image: np.ndarray):
    """find_page from scan_document.py, also returning the edge map for the figure."""
    scale = 500 / image.shape[0]
    small = cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    gray = cv2.GaussianBlur(cv2.cvtColor(small, cv2.COLOR_BGR2GRAY), (5, 5), 0)
    edges = cv2.Canny(gray, 75, 200)
    edges = cv2.dilate(edges, np.ones((3, 3), np.uint8))
    contours, _ = cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)
    for cnt in sorted(contours, key=cv2.contourArea, reverse=True)[:5]:
        approx = cv2.approxPolyDP(cnt, 0.02 * cv2.arcLength(cnt, True), True)
        if len(approx) == 4 and cv2.contourArea(approx) > 0.2 * small.shape[0] * small.shape[1]:
            return approx.reshape(4, 2) / scale, edges
    return None, edges


def warp_page(image: np.ndarray, corners: np.ndarray) -> np.ndarray:
    """warp_page from scan_document.py, verbatim."""
    rect = order_points(corners)
    tl, tr, br, bl = rect
    width = int(max(np.linalg.norm(tr - tl), np.linalg.norm(br - bl)))
    height = int(max(np.linalg.norm(bl - tl), np.linalg.norm(br - tr)))
    dst = np.array([[0, 0], [width - 1, 0],
                    [width - 1, height - 1], [0, height - 1]], np.float32)
    M = cv2.getPerspectiveTransform(rect, dst)
    return cv2.warpPerspective(image, M, (width, height), flags=cv2.INTER_CUBIC)


@functools.cache
def page_photo() -> np.ndarray:
    """A 'photo' of a sheet on a desk: the page sample on white paper, warped in
    perspective onto a darkened, brown-tinted gravel texture."""
    text = cv2.resize(load_sample("page.png", gray=True), None, fx=2, fy=2,
                      interpolation=cv2.INTER_CUBIC)
    sheet = cv2.copyMakeBorder(text, 60, 160, 50, 50, cv2.BORDER_CONSTANT, value=235)
    sheet = cv2.cvtColor(sheet, cv2.COLOR_GRAY2BGR)
    sh, sw = sheet.shape[:2]
    # Softened: a real desk is smoother, and raw gravel would bloat the PNG.
    desk = cv2.GaussianBlur(cv2.resize(load_sample("gravel.png", gray=True), (900, 900)),
                            (0, 0), 2)
    desk = cv2.merge([desk * 0.25, desk * 0.35, desk * 0.5]).astype(np.uint8)  # dark brown
    desk = desk[:720]
    corners = np.float32([[215, 70], [720, 120], [770, 650], [120, 610]])  # TL TR BR BL
    H = cv2.getPerspectiveTransform(np.float32([[0, 0], [sw, 0], [sw, sh], [0, sh]]), corners)
    warped = cv2.warpPerspective(sheet, H, (desk.shape[1], desk.shape[0]), flags=cv2.INTER_CUBIC)
    inside = cv2.warpPerspective(np.full((sh, sw), 255, np.uint8), H,
                                 (desk.shape[1], desk.shape[0]))
    photo = np.where(inside[..., None] > 127, warped, desk)
    # mild camera noise so edge detection works on something photo-like
    noise = rng(4).normal(0, 2, photo.shape)
    return np.clip(photo + noise, 0, 255).astype(np.uint8)


@figure(
    "document-scanner", PAGE, "Perspective transform: a document scanner",
    alt="Three stages of scan_document.py: a photo of a sheet of paper lying at an angle on a "
        "dark gravel surface, with the detected four-sided outline drawn in green and its "
        "corners marked in yellow; the Canny edge map of the downscaled photo, in which the "
        "page outline is the largest closed contour; and the warped result, an upright "
        "rectangular page with straight, level text lines.",
    caption="find_page locates the largest four-sided contour, and warp_page maps its ordered "
            "corners onto an upright rectangle with getPerspectiveTransform.",
)
def document_scanner(theme):
    photo = page_photo()
    corners, edges = find_page(photo)
    if corners is None:
        raise RuntimeError("document-scanner: find_page found no outline")
    scanned = warp_page(photo, corners)
    vis = photo.copy()
    cv2.polylines(vis, [order_points(corners).astype(np.int32)], True, bgr(OKABE_ITO["green"]), 4,
                  lineType=cv2.LINE_AA)
    for x, y in order_points(corners):
        cv2.circle(vis, (int(x), int(y)), 9, bgr(OKABE_ITO["yellow"]), -1, lineType=cv2.LINE_AA)
    height = 330
    return PhotoGrid([(cv2.resize(vis, (round(vis.shape[1] * height / vis.shape[0]), height),
                                  interpolation=cv2.INTER_AREA), "photo + find_page"),
                      (cv2.resize(edges, (round(edges.shape[1] * height / edges.shape[0]), height),
                                  interpolation=cv2.INTER_AREA), "Canny + dilate (500 px copy)"),
                      (cv2.resize(scanned, (round(scanned.shape[1] * height / scanned.shape[0]),
                                            height), interpolation=cv2.INTER_AREA),
                       "warp_page")])


# ---------------------------------------------------------------------------
# Hough transforms
# ---------------------------------------------------------------------------

def hough_segments(gray: np.ndarray) -> np.ndarray:
    edges = cv2.Canny(cv2.GaussianBlur(gray, (5, 5), 0), 50, 150)
    segments = cv2.HoughLinesP(edges, rho=1, theta=np.pi / 180, threshold=80,
                               minLineLength=50, maxLineGap=10)
    vis = cv2.cvtColor(gray, cv2.COLOR_GRAY2BGR)
    if segments is not None:
        for x1, y1, x2, y2 in segments[:, 0]:
            cv2.line(vis, (int(x1), int(y1)), (int(x2), int(y2)), (0, 0, 255), 2)
    return vis


@figure(
    "hough-lines", PAGE, "Lines",
    alt="Line segments found by HoughLinesP drawn in red on two photos: on a brick pavement "
        "they follow the long mortar joints running up the image, while the short joints "
        "between bricks are too short to pass minLineLength 50; on the cameraman photo they "
        "trace the three tripod legs, the camera handle and a few straight edges of the coat.",
    caption="HoughLinesP(edges, 1, π/180, threshold=80, minLineLength=50, maxLineGap=10) on "
            "Canny edges.",
    themed=False,
)
def hough_lines():
    panels = [hough_segments(load_sample(f, gray=True)) for f in ("brick.png", "camera.png")]
    return PhotoGrid([(resize_to_width(p, 420), None) for p in panels])


@figure(
    "hough-circles", PAGE, "Circles",
    alt="The coins photo with the circles found by HoughCircles drawn in green and their "
        "centres in red: 22 of the 24 coins have well-fitting circles; the leftmost coins of "
        "the top two rows, whose rims are faint against the background, are missed.",
    caption="HoughCircles with the parameters above (dp=1.2, minDist=30, param1=120, "
            "param2=40, radius 10–80) finds 22 of the 24 coins.",
    themed=False,
)
def hough_circles():
    gray = load_sample("coins.png", gray=True)
    blurred = cv2.medianBlur(gray, 5)
    circles = cv2.HoughCircles(blurred, cv2.HOUGH_GRADIENT, dp=1.2, minDist=30,
                               param1=120, param2=40, minRadius=10, maxRadius=80)
    found = 0 if circles is None else circles.shape[1]
    expect("coins found by HoughCircles (alt text)", found, 22)
    s = 2  # draw at 2x for crisp circles
    vis = cv2.resize(cv2.cvtColor(gray, cv2.COLOR_GRAY2BGR), None, fx=s, fy=s,
                     interpolation=cv2.INTER_CUBIC)
    if circles is not None:
        for x, y, r in np.round(circles[0] * s).astype(int):
            cv2.circle(vis, (x, y), r, (0, 255, 0), 3, lineType=cv2.LINE_AA)
            cv2.circle(vis, (x, y), 3, (0, 0, 255), 5, lineType=cv2.LINE_AA)
    return resize_to_width(vis, 640)


# ---------------------------------------------------------------------------
# Image pyramids
# ---------------------------------------------------------------------------

def laplacian_pyramid(img: np.ndarray, levels: int) -> list[np.ndarray]:
    """laplacian_pyramid from the page's blending sample, verbatim."""
    gaussian = [img.astype(np.float32)]
    for _ in range(levels):
        gaussian.append(cv2.pyrDown(gaussian[-1]))
    pyramid = [fine - cv2.pyrUp(coarse, dstsize=fine.shape[1::-1])
               for fine, coarse in zip(gaussian, gaussian[1:])]
    return pyramid + [gaussian[-1]]


def pyramid_blend(left: np.ndarray, right: np.ndarray, levels: int = 5) -> np.ndarray:
    """blend from the page's blending sample, verbatim."""
    joined = []
    for a, b in zip(laplacian_pyramid(left, levels), laplacian_pyramid(right, levels)):
        half = a.shape[1] // 2
        joined.append(np.hstack([a[:, :half], b[:, half:]]))
    out = joined[-1]
    for lap in reversed(joined[:-1]):
        out = cv2.pyrUp(out, dstsize=lap.shape[1::-1]) + lap
    return np.clip(out, 0, 255).astype(np.uint8)


@figure(
    "image-pyramid", PAGE, "Image pyramids",
    alt="Top row: the astronaut portrait as a Gaussian pyramid, shown at true size: 320, 160, "
        "80, 40 and 20 pixels square, each a blurred, half-size copy of the one before. "
        "Bottom row: the matching Laplacian pyramid, mid-grey images in which only edges and "
        "fine detail stand out: the finest level holds hair strands, badge lettering and the "
        "outlines of the suit, coarser levels hold ever broader shapes, and the last level is "
        "the 20-pixel colour image itself.",
    caption="pyrDown halves the image after a 5×5 Gaussian blur; each Laplacian level is a "
            "Gaussian level minus pyrUp of the next, shown here as 128 + 2 × difference "
            "(the photo is reduced to 320 px first).",
)
def image_pyramid(theme):
    # 320 px instead of the page's 512 keeps the file within budget; the levels look the same.
    img = cv2.resize(load_sample("astronaut.png"), (320, 320), interpolation=cv2.INTER_AREA)
    lap = laplacian_pyramid(img, 4)
    gaussian = [img]
    for _ in range(4):
        gaussian.append(cv2.pyrDown(gaussian[-1]))
    shown = [np.clip(128 + 2 * d, 0, 255).astype(np.uint8) for d in lap[:-1]]
    shown.append(np.clip(lap[-1], 0, 255).astype(np.uint8))
    bg = np.round(np.array(to_rgb(theme.bg))[::-1] * 255).astype(np.uint8)

    def pad(im):  # the 40 and 20 px levels get room for their titles, in the page colour
        extra = max(0, 100 - im.shape[1])
        return cv2.copyMakeBorder(im, 0, 0, extra // 2, extra - extra // 2,
                                  cv2.BORDER_CONSTANT, value=bg.tolist())

    panels = [(pad(g), f"G{i} ({g.shape[1]})") for i, g in enumerate(gaussian)]
    panels += [(pad(s), f"L{i}") for i, s in enumerate(shown[:-1])]
    panels.append((pad(shown[-1]), "L4 = G4"))
    return PhotoGrid(panels, ncols=5, title_px=22)


@functools.cache
def blend_inputs():
    from skimage import data  # the page's data.colorwheel() and data.retina(), same decoder

    wheel = cv2.resize(cv2.cvtColor(data.colorwheel(), cv2.COLOR_RGB2BGR), (320, 320),
                       interpolation=cv2.INTER_AREA)
    retina = cv2.resize(cv2.cvtColor(data.retina(), cv2.COLOR_RGB2BGR), (320, 320),
                        interpolation=cv2.INTER_AREA)
    direct = np.hstack([wheel[:, :160], retina[:, 160:]])
    smooth = pyramid_blend(wheel, retina, levels=5)

    def step(img):
        return np.abs(img[:, 160].astype(int) - img[:, 159].astype(int)).mean()

    expect("seam jump, direct (page output)", round(step(direct), 1), 102.4)
    expect("seam jump, pyramid blend (page output)", round(step(smooth), 1), 4.3)
    return wheel, retina, direct, smooth


@figure(
    "pyramid-blending", PAGE, "Blending with a Laplacian pyramid",
    alt="Four round pictures on black: a colour wheel; a photo of a retina, orange with red "
        "blood vessels; the left half of the wheel pasted next to the right half of the "
        "retina, with a hard vertical edge down the middle; and the Laplacian pyramid blend "
        "of the same halves, where the blue and white of the wheel fade into the orange "
        "retina over a soft band while the vessels stay sharp up to the join.",
    caption="Joining two halves directly leaves a visible seam; joining them level by level "
            "in a Laplacian pyramid (5 levels) blends coarse structure over a wide band and "
            "fine detail over a narrow one.",
)
def pyramid_blending(theme):
    wheel, retina, direct, smooth = blend_inputs()
    return PhotoGrid([(wheel, "wheel"), (retina, "retina"), (direct, "halves pasted"),
                      (smooth, "Laplacian pyramid blend")], ncols=4)


# ---------------------------------------------------------------------------
# Template matching
# ---------------------------------------------------------------------------

@functools.cache
def word_matches():
    """find_word.py from the page: the word 'markers' on the page sample."""
    from skimage import data  # same decoder as the page's data.page()

    page = cv2.resize(data.page(), None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    template = page[96:124, 336:448]
    h, w = template.shape
    result = cv2.matchTemplate(page, template, cv2.TM_CCOEFF_NORMED)
    peaks = (result >= 0.65) & (result == cv2.dilate(result, np.ones((h, w), np.uint8)))
    found = [(int(x), int(y), round(float(result[y, x]), 2)) for y, x in zip(*np.nonzero(peaks))]
    expect("positions scoring 0.65 or more (page output)", int((result >= 0.65).sum()), 27)
    expect("template matches (page output)", found,
           [(336, 96, 1.0), (268, 132, 0.95), (60, 198, 0.69)])
    ccorr = cv2.matchTemplate(page, template, cv2.TM_CCORR_NORMED)
    return page, template, result, ccorr, found


@figure(
    "template-matching", PAGE, "Multiple matches",
    alt="Top: the photographed book page with three green boxes around the word markers, "
        "labelled with their scores: 1.00 in the first line, where the template was cut "
        "out, 0.95 in the second line and 0.69 in the fourth, where the page curves; the "
        "word markers in the code line at the bottom, set in a different font, has no box. "
        "Bottom left: the TM_CCOEFF_NORMED result map, dark almost everywhere with three "
        "bright peaks, circled. Bottom right: the TM_CCORR_NORMED map of the same search, "
        "light grey almost everywhere, so that no threshold separates the matches from the "
        "rest.",
    caption="matchTemplate scores every position of the template on the page; with "
            "TM_CCOEFF_NORMED, a threshold of 0.65 and one peak per neighbourhood find the "
            "three printed occurrences of the word. Both maps use the same grey scale, from "
            "0 (black) to 1 (white).",
)
def template_matching(theme):
    page, template, result, ccorr, found = word_matches()
    h, w = template.shape
    green, red = bgr(OKABE_ITO["green"]), bgr(OKABE_ITO["vermillion"])
    vis = cv2.cvtColor(page, cv2.COLOR_GRAY2BGR)
    for x, y, score in found:
        cv2.rectangle(vis, (x - 1, y - 1), (x + w, y + h), green, 2)
        label = f"{score:.2f}"
        (tw, th), base = cv2.getTextSize(label, cv2.FONT_HERSHEY_SIMPLEX, 0.5, 1)
        cv2.rectangle(vis, (x - 1, y - th - base - 5), (x + tw + 5, y - 1), green, -1)
        cv2.putText(vis, label, (x + 2, y - base - 2), cv2.FONT_HERSHEY_SIMPLEX, 0.5,
                    (255, 255, 255), 1, cv2.LINE_AA)

    def as_image(res, circles):
        im = cv2.cvtColor(np.round(np.clip(res, 0, 1) * 255).astype(np.uint8),
                          cv2.COLOR_GRAY2BGR)
        for x, y, _ in circles:
            cv2.circle(im, (x, y), 16, red, 2, lineType=cv2.LINE_AA)
        return cv2.resize(im, None, fx=0.58, fy=0.58, interpolation=cv2.INTER_AREA)

    left, right = as_image(result, found), as_image(ccorr, [])
    gap = np.empty((left.shape[0], vis.shape[1] - 2 * left.shape[1], 3), np.uint8)
    gap[:] = np.round(np.array(to_rgb(theme.bg))[::-1] * 255).astype(np.uint8)
    maps = np.hstack([left, gap, right])
    # Without the heading line of the page: it holds no match and would push the file
    # over the size budget.
    return PhotoGrid([(vis[68:], "matches with a score of 0.65 or more"),
                      (maps, "TM_CCOEFF_NORMED (left) and TM_CCORR_NORMED (right)")], ncols=1)

"""Figures for content/docs/opencv/feature-extraction.mdx.

Matching figures need a ground truth to show which matches are right, so the
"desk photo" is synthetic: the astronaut portrait (the page's book cover) is
warped with a known homography onto the garage photo. A match is correct when
the known homography maps its object point to within 5 px of its scene point.
"""

from __future__ import annotations

import functools

import cv2
import numpy as np

from common import OKABE_ITO, PhotoGrid, expect, figure, load_sample, resize_to_width
from opencv_processing import bgr

PAGE = "content/docs/opencv/feature-extraction.mdx"
GREEN, RED, YELLOW, SKY = (bgr(OKABE_ITO[c]) for c in ("green", "vermillion", "yellow", "sky"))


# ---------------------------------------------------------------------------
# Corners
# ---------------------------------------------------------------------------

@functools.cache
def tilted_chessboard() -> np.ndarray:
    """The chessboard sample seen at an angle, so corners are not axis-aligned."""
    board = load_sample("chessboard_GRAY.png", gray=True)
    board = cv2.copyMakeBorder(board, 12, 12, 12, 12, cv2.BORDER_CONSTANT, value=255)
    h, w = board.shape
    src = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    dst = np.float32([[70, 40], [350, 70], [330, 340], [30, 300]])
    M = cv2.getPerspectiveTransform(src, dst)
    out = cv2.warpPerspective(board, M, (380, 380), flags=cv2.INTER_CUBIC, borderValue=150)
    return cv2.cvtColor(out, cv2.COLOR_GRAY2BGR)


def harris(img: np.ndarray) -> tuple[np.ndarray, int]:
    gray = np.float32(cv2.cvtColor(img, cv2.COLOR_BGR2GRAY))
    response = cv2.cornerHarris(gray, blockSize=2, ksize=3, k=0.04)
    corners = response > 0.01 * response.max()
    vis = img.copy()
    vis[cv2.dilate(corners.astype(np.uint8), None) > 0] = RED  # thicken for visibility
    return vis, int(corners.sum())


def shi_tomasi(img: np.ndarray, max_corners: int = 200) -> tuple[np.ndarray, int]:
    gray8 = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    pts = cv2.goodFeaturesToTrack(gray8, maxCorners=max_corners, qualityLevel=0.01,
                                  minDistance=10)
    vis = img.copy()
    if pts is None:
        return vis, 0
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 30, 0.01)
    pts = cv2.cornerSubPix(gray8, pts, (5, 5), (-1, -1), criteria)
    for x, y in pts.reshape(-1, 2):
        cv2.circle(vis, (int(x), int(y)), 4, GREEN, -1, lineType=cv2.LINE_AA)
    return vis, len(pts)


@figure(
    "corners-harris-shi-tomasi", PAGE, "Corners",
    alt="Three panels. A chessboard seen at an angle, processed with cornerHarris: a small "
        "vermillion cluster of pixels marks every inner corner where four squares meet, and "
        "the board's four outer corners. The same board with goodFeaturesToTrack: a single "
        "green dot on each corner. The cameraman photo with goodFeaturesToTrack: 200 green "
        "dots on the camera, face, tripod and buildings and many in the grass texture, none in "
        "the smooth sky.",
    caption="cornerHarris returns a response map (thresholded at 1 % of the maximum); "
            "goodFeaturesToTrack returns one refined point per corner, and on a photo it picks "
            "corners wherever there is texture.",
)
def corners(theme):
    board = tilted_chessboard()
    camera = cv2.cvtColor(resize_to_width(load_sample("camera.png", gray=True), 380),
                          cv2.COLOR_GRAY2BGR)
    h_vis, _ = harris(board)
    s_vis, _ = shi_tomasi(board)
    c_vis, n = shi_tomasi(camera)
    return PhotoGrid([(h_vis, "cornerHarris"), (s_vis, "goodFeaturesToTrack"),
                      (c_vis, f"goodFeaturesToTrack, {n} corners")])


# ---------------------------------------------------------------------------
# Keypoints
# ---------------------------------------------------------------------------

@figure(
    "keypoints-sift-orb", PAGE, "Keypoints and descriptors",
    alt="The astronaut portrait in grey twice, with keypoints drawn as circles whose size is "
        "the keypoint's scale and whose radius line is its orientation. SIFT's 200 strongest "
        "keypoints are spread over the face, badges, flag and shuttle at many sizes, mostly "
        "small; ORB's 200 cluster on a few high-contrast areas (face and hair, shuttle, "
        "badges, helmet) as large, heavily overlapping circles, because its patch grows with "
        "each pyramid level.",
    caption="DRAW_RICH_KEYPOINTS shows each keypoint's position, size and angle: SIFT finds "
            "blobs at many scales, ORB finds FAST corners on an image pyramid.",
)
def keypoints_sift_orb(theme):
    gray = resize_to_width(load_sample("astronaut.png", gray=True), 420)
    # 200 keypoints each: the defaults (all of SIFT's, 500 for ORB) bury the photo.
    panels = []
    for name, det, colour in [("SIFT_create(nfeatures=200)", cv2.SIFT_create(nfeatures=200), SKY),
                              ("ORB_create(nfeatures=200)", cv2.ORB_create(nfeatures=200), YELLOW)]:
        kp = det.detect(gray, None)
        vis = cv2.drawKeypoints(gray, kp, None, color=colour,
                                flags=cv2.DRAW_MATCHES_FLAGS_DRAW_RICH_KEYPOINTS)
        panels.append((vis, name))
    return PhotoGrid(panels)


# ---------------------------------------------------------------------------
# Matching
# ---------------------------------------------------------------------------

@functools.cache
def rotated_pair():
    """The cat photo and a copy rotated 30°, scaled by 0.7 and darkened."""
    a = load_sample("chelsea.png", gray=True)
    h, w = a.shape
    M = cv2.getRotationMatrix2D((w / 2, h / 2), 30, 0.7)
    b = cv2.warpAffine(a, M, (w, h), borderValue=40)
    b = cv2.convertScaleAbs(b, alpha=0.8, beta=-10)
    return a, b, M


@figure(
    "orb-matches", PAGE, "Brute-force matching",
    alt="The cat photo on the left and, on the right, a darker copy rotated 30 degrees and "
        "shrunk to 70 percent. Green lines join the 50 ORB matches with the smallest Hamming "
        "distance after cross-checking; almost all run from the cat's eyes, nose and fur "
        "markings to the same features in the rotated copy.",
    caption="ORB with BFMatcher(NORM_HAMMING, crossCheck=True), best 50 matches: binary "
            "descriptors survive rotation, scaling and a change in brightness.",
    themed=False,
)
def orb_matches():
    a, b, M = rotated_pair()
    orb = cv2.ORB_create(nfeatures=1000)
    kp_a, des_a = orb.detectAndCompute(a, None)
    kp_b, des_b = orb.detectAndCompute(b, None)
    bf = cv2.BFMatcher(cv2.NORM_HAMMING, crossCheck=True)
    matches = sorted(bf.match(des_a, des_b), key=lambda m: m.distance)[:50]
    good = [m for m in matches
            if np.linalg.norm(M @ [*kp_a[m.queryIdx].pt, 1] - kp_b[m.trainIdx].pt) < 5]
    expect("correct ORB matches among the best 50 (alt text: almost all)", len(good) >= 45, True)
    return cv2.drawMatches(a, kp_a, b, kp_b, matches, None, matchColor=GREEN,
                           flags=cv2.DrawMatchesFlags_NOT_DRAW_SINGLE_POINTS)


@functools.cache
def object_scene():
    """Object (cropped 'cover') and a scene containing it under a known homography."""
    obj = cv2.resize(load_sample("astronaut.png", gray=True), (260, 260),
                     interpolation=cv2.INTER_AREA)
    scene = load_sample("motorcycle_left.png", gray=True)
    h, w = obj.shape
    quad = np.float32([[470, 40], [640, 75], [625, 270], [455, 245]])
    H0 = cv2.getPerspectiveTransform(np.float32([[0, 0], [w, 0], [w, h], [0, h]]), quad)
    warped = cv2.warpPerspective(obj, H0, scene.shape[::-1], flags=cv2.INTER_AREA)
    inside = cv2.warpPerspective(np.full_like(obj, 255), H0, scene.shape[::-1])
    scene = np.where(inside > 127, warped, scene)
    # A different exposure and a slight blur: the scene is not a pixel copy.
    scene = cv2.GaussianBlur(cv2.convertScaleAbs(scene, alpha=0.9, beta=8), (3, 3), 0)
    return obj, scene, H0


@functools.cache
def sift_matches():
    obj, scene, H0 = object_scene()
    sift = cv2.SIFT_create()
    kp_o, des_o = sift.detectAndCompute(obj, None)
    kp_s, des_s = sift.detectAndCompute(scene, None)
    knn = cv2.BFMatcher(cv2.NORM_L2).knnMatch(des_o, des_s, k=2)
    best = [p[0] for p in knn if len(p) >= 1]
    good = [p[0] for p in knn if len(p) == 2 and p[0].distance < 0.75 * p[1].distance]

    def correct(m):
        x, y = kp_o[m.queryIdx].pt
        p = H0 @ [x, y, 1]
        return np.linalg.norm(p[:2] / p[2] - kp_s[m.trainIdx].pt) < 5

    return obj, scene, kp_o, kp_s, best, good, correct


def draw_judged(obj, kp_o, scene, kp_s, matches, correct, shown: int = 70) -> np.ndarray:
    """drawMatches twice on one canvas: wrong matches in vermillion, right ones in green.

    Only `shown` evenly spaced matches are drawn; hundreds of lines hide the images.
    """
    step = max(1, len(matches) // shown)
    matches = sorted(matches, key=lambda m: m.queryIdx)[::step][:shown]
    wrong = [m for m in matches if not correct(m)]
    right = [m for m in matches if correct(m)]
    out = cv2.drawMatches(obj, kp_o, scene, kp_s, wrong, None, matchColor=RED,
                          flags=cv2.DrawMatchesFlags_NOT_DRAW_SINGLE_POINTS)
    return cv2.drawMatches(obj, kp_o, scene, kp_s, right, out, matchColor=GREEN,
                           flags=cv2.DrawMatchesFlags_NOT_DRAW_SINGLE_POINTS
                           | cv2.DrawMatchesFlags_DRAW_OVER_OUTIMG)


@figure(
    "ratio-test", PAGE, "knnMatch and Lowe's ratio test",
    alt="Two rows of SIFT matches between the astronaut portrait and a garage photo with the "
        "portrait hung on the shelves in perspective. Top, the best match of every object "
        "keypoint: 161 of 519 are correct, and many vermillion lines (wrong matches) fan out "
        "to the motorcycle and the shelves. Bottom, after the 0.75 ratio test: 120 of 123 are "
        "correct, and nearly all remaining lines are green and end on the portrait.",
    caption="Green matches agree with the known placement of the object, vermillion ones do "
            "not (70 evenly sampled matches drawn per panel; the titles count all of them). "
            "The ratio test d1 / d2 < 0.75 removes almost every wrong match.",
)
def ratio_test(theme):
    obj, scene, kp_o, kp_s, best, good, correct = sift_matches()
    n_best_ok = sum(map(correct, best))
    n_good_ok = sum(map(correct, good))
    top = draw_judged(obj, kp_o, scene, kp_s, best, correct)
    bottom = draw_judged(obj, kp_o, scene, kp_s, good, correct)
    return PhotoGrid([
        (resize_to_width(top, 620),
         f"best match per keypoint: {n_best_ok} of {len(best)} correct"),
        (resize_to_width(bottom, 620),
         f"after the ratio test: {n_good_ok} of {len(good)} correct"),
    ], ncols=1)


@figure(
    "homography-object", PAGE, "Locating an object with a homography",
    alt="The output of find_object.py on a similar test scene: the astronaut portrait on the "
        "left and the garage photo on the right, joined only by the RANSAC inlier matches in "
        "green; in the scene a green quadrilateral traces the portrait's projected outline, "
        "fitting the tilted poster on the shelves exactly.",
    caption="findHomography with RANSAC keeps only the matches consistent with one "
            "perspective transform, and perspectiveTransform projects the object's corners "
            "into the scene.",
    themed=False,
)
def homography_object():
    obj, scene, kp_o, kp_s, best, good, correct = sift_matches()
    src = np.float32([kp_o[m.queryIdx].pt for m in good]).reshape(-1, 1, 2)
    dst = np.float32([kp_s[m.trainIdx].pt for m in good]).reshape(-1, 1, 2)
    H, inlier_mask = cv2.findHomography(src, dst, cv2.RANSAC, ransacReprojThreshold=5.0)
    h, w = obj.shape
    corners = np.float32([[0, 0], [w - 1, 0], [w - 1, h - 1], [0, h - 1]]).reshape(-1, 1, 2)
    outline = cv2.perspectiveTransform(corners, H)
    scene_vis = cv2.cvtColor(scene, cv2.COLOR_GRAY2BGR)
    cv2.polylines(scene_vis, [np.int32(outline)], isClosed=True, color=GREEN, thickness=3,
                  lineType=cv2.LINE_AA)
    vis = cv2.drawMatches(obj, kp_o, scene_vis, kp_s, good, None, matchColor=GREEN,
                          matchesMask=inlier_mask.ravel().tolist(),
                          flags=cv2.DrawMatchesFlags_NOT_DRAW_SINGLE_POINTS)
    return resize_to_width(vis, 900)


# ---------------------------------------------------------------------------
# Camera calibration
# ---------------------------------------------------------------------------

CAL_PATTERN = (9, 6)
CAL_SQUARE = 25.0


def synthetic_views(n=20, seed=0):
    """synthetic_views from the page's calibrate.py, verbatim."""
    K = np.array([[500.0, 0, 320], [0, 500, 240], [0, 0, 1]])
    dist = np.array([-0.3, 0.1, 0, 0, 0])
    board = np.kron(np.indices((7, 10)).sum(0) % 2 * 255, np.ones((40, 40))).astype(np.uint8)
    board = cv2.copyMakeBorder(board, 40, 40, 40, 40, cv2.BORDER_CONSTANT, value=255)
    mm = CAL_SQUARE / 40
    pixels = np.indices((480, 640))[::-1].reshape(2, -1).T.reshape(-1, 1, 2).astype(np.float32)
    ideal = cv2.undistortPointsIter(pixels, K, dist, None, K,
                                    (cv2.TERM_CRITERIA_COUNT | cv2.TERM_CRITERIA_EPS, 50, 1e-6))
    ideal = ideal.reshape(480, 640, 2)
    g = np.random.default_rng(seed)
    views = []
    for _ in range(n):
        R, _ = cv2.Rodrigues(np.radians(g.uniform([-30, -30, -20], [30, 30, 20])))
        centre = np.array([board.shape[1] / 2 * mm, board.shape[0] / 2 * mm, 0])
        t = np.array([g.uniform(-70, 70), g.uniform(-45, 45), g.uniform(280, 350)])
        H = K @ np.column_stack([R[:, 0] * mm, R[:, 1] * mm, t - R @ centre])
        photo = cv2.warpPerspective(board, H, (640, 480), borderValue=90)
        photo = cv2.remap(photo, ideal[..., 0], ideal[..., 1], cv2.INTER_LINEAR, borderValue=90)
        views.append(np.clip(photo + g.normal(0, 2, photo.shape), 0, 255).astype(np.uint8))
    return views


@functools.cache
def calibration():
    """The page's calibrate.py: detect, refine, calibrate; checks its printed numbers."""
    objp = np.zeros((CAL_PATTERN[0] * CAL_PATTERN[1], 3), np.float32)
    objp[:, :2] = np.mgrid[0:CAL_PATTERN[0], 0:CAL_PATTERN[1]].T.reshape(-1, 2) * CAL_SQUARE
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 30, 0.001)
    views = synthetic_views()
    obj_points, img_points, used = [], [], []
    for i, gray in enumerate(views):
        found, corners = cv2.findChessboardCorners(gray, CAL_PATTERN)
        if not found:
            continue
        obj_points.append(objp)
        img_points.append(cv2.cornerSubPix(gray, corners, (11, 11), (-1, -1), criteria))
        used.append(i)
    rms, K, dist, _, _ = cv2.calibrateCamera(obj_points, img_points, (640, 480), None, None,
                                             flags=cv2.CALIB_FIX_K3)
    expect("views with the board found (page output)", len(used), 20)
    expect("calibration RMS (page output)", round(rms, 3), 0.076)
    expect("fx, fy, cx, cy (page output)", np.round(K[[0, 1, 0, 1], [0, 1, 2, 2]], 1).tolist(),
           [500.0, 500.0, 320.2, 240.1])
    expect("k1, k2 (page output)", np.round(dist.ravel()[:2], 3).tolist(), [-0.301, 0.103])
    return views, used, img_points, K, dist


def row_bow(corners: np.ndarray) -> float:
    """Largest distance of a corner from the straight line through its row's end corners."""
    rows = corners.reshape(CAL_PATTERN[1], CAL_PATTERN[0], 2)
    worst = 0.0
    for row in rows[[0, -1]]:
        a, b = row[0], row[-1]
        d = b - a
        worst = max(worst, float(np.abs(np.cross(d, row - a)).max() / np.linalg.norm(d)))
    return worst


@figure(
    "calibration-undistort", PAGE, "Removing the distortion",
    alt="Three versions of one synthetic photo of a chessboard near the edge of the frame, "
        "with the detected corners drawn in colour and a straight vermillion line through the "
        "end corners of the top and bottom rows. In the original, the board's white border is "
        "visibly curved by barrel distortion and the rows of corners bow slightly away from "
        "the straight lines. After undistort with alpha 0, the border and the rows are "
        "straight and the image is slightly zoomed in; with alpha 1 the whole original field "
        "of view is kept, inside a black border that curves inwards at the sides, top and "
        "bottom.",
    caption="cv2.undistort with the estimated camera matrix and distortion coefficients: "
            "straight lines in the scene become straight in the image. getOptimalNewCameraMatrix "
            "with alpha=0 crops to valid pixels, alpha=1 keeps every source pixel.",
)
def calibration_undistort(theme):
    views, used, img_points, K, dist = calibration()
    # The view whose corner rows bend most: distortion is strongest near the frame's edge.
    k = max(range(len(used)), key=lambda j: row_bow(img_points[j]))
    img, corners = views[used[k]], img_points[k]
    red = bgr(OKABE_ITO["vermillion"])

    def draw(image, pts):
        vis = cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
        cv2.drawChessboardCorners(vis, CAL_PATTERN, pts.astype(np.float32), True)
        rows = pts.reshape(CAL_PATTERN[1], CAL_PATTERN[0], 2)
        for row in rows[[0, -1]]:
            a, b = row[0], row[-1]
            d = (b - a) / np.linalg.norm(b - a)
            p, q = a - 60 * d, b + 60 * d
            cv2.line(vis, (round(p[0]), round(p[1])), (round(q[0]), round(q[1])), red, 2,
                     lineType=cv2.LINE_AA)
        return vis

    panels = [(draw(img, corners), "original (barrel distortion)")]
    for alpha in (0, 1):
        newK, _ = cv2.getOptimalNewCameraMatrix(K, dist, (640, 480), alpha)
        und = cv2.undistort(img, K, dist, None, newK)
        pts = cv2.undistortPoints(corners, K, dist, P=newK)
        panels.append((draw(und, pts), f"undistort, alpha={alpha}"))
    return PhotoGrid([(resize_to_width(p, 440), t) for p, t in panels], ncols=3)

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
    alt="A chessboard photographed at an angle, processed twice: Harris marks a small red "
        "cluster of pixels at every inner corner where four squares meet, and along the "
        "board's outer corners; goodFeaturesToTrack puts a single green dot on each corner. "
        "A third panel shows goodFeaturesToTrack on the cameraman photo: 200 dots on the "
        "camera, face, tripod and buildings, many in the grass texture, none in the smooth sky.",
    caption="cornerHarris returns a response map (thresholded at 1 % of the maximum); "
            "goodFeaturesToTrack returns one refined point per corner.",
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
    alt="The astronaut portrait in grey twice, with rich keypoints drawn as circles whose size "
        "is the keypoint scale and whose radius line is its orientation. SIFT's 200 strongest "
        "keypoints are spread over the face, badges, flag and shuttle at many sizes; ORB's 200 "
        "cluster on a few high-contrast areas (face and hair, shuttle, badges, helmet) as "
        "large, heavily overlapping circles, because its patch grows with each pyramid level.",
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
        "shrunk to 70 percent. Lines join the 50 ORB matches with the smallest Hamming "
        "distance after cross-checking; almost all run from the cat's eyes, nose and fur "
        "markings to the same features in the rotated copy.",
    caption="ORB with BFMatcher(NORM_HAMMING, crossCheck=True), best 50 matches: binary "
            "descriptors survive rotation, scaling and a brightness change.",
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
        "portrait hung on the shelves in perspective. Top: the best match of every object "
        "keypoint; many vermillion lines (wrong matches) fan out to the motorcycle and shelves. "
        "Bottom: after the 0.75 ratio test, nearly all remaining lines are green and end on "
        "the portrait.",
    caption="Green matches agree with the known placement of the object, vermillion ones do "
            "not (70 evenly sampled matches drawn per panel; the titles count all of them). "
            "The ratio test d1/d2 < 0.75 removes almost every wrong match.",
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
    alt="find_object.py's output: the astronaut portrait on the left and the garage photo on "
        "the right, joined only by the RANSAC inlier matches in green; in the scene a green "
        "quadrilateral traces the portrait's projected outline, fitting the tilted poster on "
        "the shelves exactly.",
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

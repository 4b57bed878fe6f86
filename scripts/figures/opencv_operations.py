"""Figures for content/docs/opencv/basic-operations.mdx.

Each figure runs the page's own snippet (same constants, same function calls)
on one of scikit-image's sample photos, so what the reader sees is what the
code on the page produces.
"""

from __future__ import annotations

import cv2
import numpy as np

from common import PhotoGrid, figure, load_sample, resize_to_width

PAGE = "content/docs/opencv/basic-operations.mdx"


@figure(
    "saturation-vs-wraparound", PAGE, "Arithmetic: saturation versus wraparound",
    alt="The cameraman photo three times: unchanged; brightened by 100 with cv2.add, where "
        "the sky and the highlights on the coat clip to white but the picture stays "
        "recognisable; and brightened with NumPy's uint8 addition, where every pixel above 155 "
        "wraps around to a dark value, so the bright sky turns dark grey and the grass becomes "
        "black-and-white speckle.",
    caption="Adding 100 to a uint8 image: OpenCV saturates at 255, NumPy wraps around "
            "modulo 256 and inverts the bright areas.",
)
def saturation_vs_wraparound(theme):
    img = load_sample("camera.png", gray=True)
    hundred = np.full(img.shape, 100, np.uint8)  # a full array, as the page recommends
    saturated = cv2.add(img, hundred)
    wrapped = img + hundred  # uint8 + uint8 in NumPy: modulo 256
    panels = [resize_to_width(x, 400) for x in (img, saturated, wrapped)]
    return PhotoGrid([(panels[0], "img"), (panels[1], "cv2.add(img, 100)"),
                      (panels[2], "img + 100 (NumPy)")])


@figure(
    "addweighted-blend", PAGE, "Blending with addWeighted",
    alt="Three versions of the coffee-cup photo: a copy with a solid bright green rectangle "
        "drawn over the cup; the result of addWeighted with weights 0.35 and 0.65, where the "
        "rectangle has become a translucent green tint through which the cup and saucer show; "
        "and a cross-fade halfway between the photo and its mirror image, with two ghosted "
        "spoons.",
    caption="addWeighted(overlay, 0.35, img, 0.65, 0) turns a filled rectangle into a "
            "translucent box; the same call with t = 0.5 cross-fades two frames.",
)
def addweighted_blend(theme):
    img = load_sample("coffee.png")  # 600 x 400: the page's box coordinates fit
    overlay = img.copy()
    cv2.rectangle(overlay, (50, 50), (400, 200), (0, 255, 0), thickness=-1)
    blended = cv2.addWeighted(overlay, 0.35, img, 0.65, 0)
    a, b = img, cv2.flip(img, 1)
    t = 0.5
    fade = cv2.addWeighted(a, 1 - t, b, t, 0)
    panels = [resize_to_width(x, 420) for x in (overlay, blended, fade)]
    return PhotoGrid([(panels[0], "overlay (filled box)"),
                      (panels[1], "addWeighted, 0.35 / 0.65"),
                      (panels[2], "cross-fade, t = 0.5")])


@figure(
    "bitwise-circle-mask", PAGE, "Bitwise operations and masks",
    alt="Three panels built from the cat photo: the mask, a white filled circle in the centre "
        "of a black image; bitwise_and with the mask, which keeps the cat's eyes and nose "
        "inside the circle and turns everything else black; and bitwise_and with the inverted "
        "mask, the photo with a black disc over the face.",
    caption="A circular mask, and bitwise_and with the mask and with its inverse: the "
            "masked-out pixels become 0.",
)
def bitwise_circle_mask(theme):
    img = load_sample("chelsea.png")
    h, w = img.shape[:2]
    mask = np.zeros(img.shape[:2], np.uint8)
    cv2.circle(mask, (w // 2, h // 2), min(h, w) // 3, 255, thickness=-1)
    inside = cv2.bitwise_and(img, img, mask=mask)
    outside = cv2.bitwise_and(img, img, mask=cv2.bitwise_not(mask))
    return PhotoGrid([(mask, "mask"), (inside, "bitwise_and(..., mask=mask)"),
                      (outside, "mask=bitwise_not(mask)")])


@figure(
    "resize-enlarge", PAGE, "Resizing",
    alt="A 40 by 40 pixel crop of the cat's eye enlarged eight times with four interpolation "
        "methods: INTER_NEAREST shows hard square blocks; INTER_LINEAR is smooth but soft; "
        "INTER_CUBIC and INTER_LANCZOS4 are slightly sharper, with crisper edges around the "
        "pupil and the highlight.",
    caption="Enlarging 8×: INTER_NEAREST repeats pixels, INTER_LINEAR blurs, INTER_CUBIC and "
            "INTER_LANCZOS4 keep edges sharper.",
)
def resize_enlarge(theme):
    eye = load_sample("chelsea.png")[92:132, 150:190]  # 40 x 40: pupil and iris of the left eye
    methods = [("INTER_NEAREST", cv2.INTER_NEAREST), ("INTER_LINEAR", cv2.INTER_LINEAR),
               ("INTER_CUBIC", cv2.INTER_CUBIC), ("INTER_LANCZOS4", cv2.INTER_LANCZOS4)]
    return PhotoGrid([(cv2.resize(eye, None, fx=8, fy=8, interpolation=m), n)
                      for n, m in methods])


def zone_plate(size: int = 1200) -> np.ndarray:
    """Concentric rings whose frequency rises towards the edge: a worst case for aliasing."""
    r = np.linspace(-1, 1, size)
    xx, yy = np.meshgrid(r, r)
    return np.round(127.5 + 127.5 * np.cos(np.pi * 180 * (xx**2 + yy**2))).astype(np.uint8)


@figure(
    "resize-shrink-aliasing", PAGE, "Resizing",
    alt="A pattern of fine concentric rings shrunk from 1200 to 300 pixels three ways: with "
        "INTER_NEAREST and with INTER_LINEAR, eight false sets of rings (moiré) appear around "
        "the real centre; with INTER_AREA the fine outer rings average out to almost uniform "
        "grey and only the real centre remains.",
    caption="Shrinking 4×: only INTER_AREA averages the source pixels; the other methods "
            "sample them and produce moiré.",
)
def resize_shrink_aliasing(theme):
    plate = zone_plate()
    methods = [("INTER_NEAREST", cv2.INTER_NEAREST), ("INTER_LINEAR", cv2.INTER_LINEAR),
               ("INTER_AREA", cv2.INTER_AREA)]
    return PhotoGrid([(cv2.resize(plate, (300, 300), interpolation=m), n) for n, m in methods])


@figure(
    "flip-and-rotate", PAGE, "Cropping, flipping and rotating",
    alt="The cat photo five times: unchanged; mirrored left to right with flip code 1; upside "
        "down with flip code 0; turned by 180 degrees with flip code -1; and turned a quarter "
        "turn clockwise into a portrait image with cv2.rotate, the cat's face now pointing "
        "left.",
    caption="cv2.flip with codes 1, 0 and -1, and cv2.rotate with ROTATE_90_CLOCKWISE.",
)
def flip_and_rotate(theme):
    img = resize_to_width(load_sample("chelsea.png"), 300)
    return PhotoGrid([(img, "img"), (cv2.flip(img, 1), "flip(img, 1)"),
                      (cv2.flip(img, 0), "flip(img, 0)"), (cv2.flip(img, -1), "flip(img, -1)"),
                      (cv2.rotate(img, cv2.ROTATE_90_CLOCKWISE), "ROTATE_90_CLOCKWISE")],
                     ncols=3)


def rotate_bound(image, angle, border=(0, 0, 0)):
    """rotate_bound.py from the page, verbatim."""
    h, w = image.shape[:2]
    cx, cy = w / 2, h / 2
    M = cv2.getRotationMatrix2D((cx, cy), angle, 1.0)
    cos, sin = abs(M[0, 0]), abs(M[0, 1])
    new_w = int(h * sin + w * cos)
    new_h = int(h * cos + w * sin)
    M[0, 2] += new_w / 2 - cx
    M[1, 2] += new_h / 2 - cy
    return cv2.warpAffine(image, M, (new_w, new_h), flags=cv2.INTER_LINEAR, borderValue=border)


@figure(
    "rotate-bound", PAGE, "Cropping, flipping and rotating",
    alt="The cat photo rotated 17 degrees counter-clockwise two ways: with warpAffine at the "
        "original size, the corners of the photo are cut off and black triangles fill the "
        "gaps; with rotate_bound the canvas grows so that the whole tilted photo fits, with "
        "black triangles only outside it.",
    caption="warpAffine keeps the input size and crops the corners; rotate_bound enlarges "
            "the canvas to keep the whole image.",
)
def rotate_bound_figure(theme):
    img = resize_to_width(load_sample("chelsea.png"), 400)
    h, w = img.shape[:2]
    M = cv2.getRotationMatrix2D((w / 2, h / 2), 17, 1.0)
    cut = cv2.warpAffine(img, M, (w, h))
    return PhotoGrid([(img, "img"), (cut, "warpAffine, same size"),
                      (rotate_bound(img, 17), "rotate_bound(img, 17)")])


@figure(
    "border-types", PAGE, "Padding with copyMakeBorder",
    alt="A small crop of the cat's face padded by 50 pixels on every side with each border "
        "type: a solid orange frame for BORDER_CONSTANT; streaks of repeated edge pixels for "
        "BORDER_REPLICATE; mirrored copies of the face, with a second pair of eyes, for "
        "BORDER_REFLECT and BORDER_REFLECT_101, which look almost the same; and tiled copies "
        "of the opposite side for BORDER_WRAP.",
    caption="What fills the border for each borderType of cv2.copyMakeBorder; the original "
            "crop is the centre of every panel.",
)
def border_types(theme):
    crop = resize_to_width(load_sample("chelsea.png")[40:260, 60:350], 180)
    types = [("BORDER_CONSTANT", cv2.BORDER_CONSTANT), ("BORDER_REPLICATE", cv2.BORDER_REPLICATE),
             ("BORDER_REFLECT", cv2.BORDER_REFLECT), ("BORDER_REFLECT_101", cv2.BORDER_REFLECT_101),
             ("BORDER_WRAP", cv2.BORDER_WRAP)]
    orange_bgr = (0, 159, 230)  # Okabe-Ito orange, so the constant border stands out
    padded = [(cv2.copyMakeBorder(crop, 50, 50, 50, 50, t, value=orange_bgr), n)
              for n, t in types]
    return PhotoGrid([(crop, "img")] + padded, ncols=3)


def label(image, text, x, y, color=(0, 200, 0)):
    """The page's label() helper, verbatim."""
    font, scale, thick = cv2.FONT_HERSHEY_SIMPLEX, 0.6, 1
    (tw, th), baseline = cv2.getTextSize(text, font, scale, thick)
    cv2.rectangle(image, (x, y - th - baseline - 4), (x + tw + 4, y), color, -1)
    cv2.putText(image, text, (x + 2, y - baseline - 2), font, scale,
                (255, 255, 255), thick, cv2.LINE_AA)


def draw_py(vis: np.ndarray) -> np.ndarray:
    """draw.py from the page on a given canvas."""
    h, w = vis.shape[:2]
    cv2.line(vis, (0, 0), (w - 1, h - 1), (255, 0, 0), 2)
    cv2.rectangle(vis, (50, 50), (200, 150), (0, 255, 0), 2)
    cv2.circle(vis, (300, 100), 40, (0, 0, 255), -1, lineType=cv2.LINE_AA)
    cv2.ellipse(vis, (450, 100), (80, 40), 30, 0, 360, (255, 255, 0), 2)
    pts = np.array([[100, 300], [200, 250], [300, 300], [250, 380]], np.int32)
    cv2.polylines(vis, [pts], isClosed=True, color=(0, 255, 255), thickness=2)
    cv2.fillPoly(vis, [pts + [300, 0]], (255, 0, 255))
    cv2.arrowedLine(vis, (50, 400), (200, 400), (255, 255, 255), 2, tipLength=0.2)
    cv2.putText(vis, "OpenCV", (50, 460), cv2.FONT_HERSHEY_SIMPLEX, 1.2,
                (255, 255, 255), 2, cv2.LINE_AA)
    return vis


@figure(
    "drawing-shapes", PAGE, "Drawing shapes and text",
    alt="Left: the output of draw.py on a dark 640 by 480 canvas: a blue diagonal line from "
        "corner to corner, a green rectangle outline, a filled red circle, a cyan tilted "
        "ellipse, a yellow polygon outline, its filled magenta copy, a white arrow and the "
        "white text OpenCV. Right: the cat photo with a green box around its face and, on the "
        "box's top edge, a filled green label reading cat 0.92 in white.",
    caption="draw.py's shapes (colours are BGR tuples) and the label() helper drawing a "
            "readable detection label.",
    themed=False,
)
def drawing_shapes():
    canvas = draw_py(np.full((480, 640, 3), 32, np.uint8))
    cat = load_sample("chelsea.png")
    cv2.rectangle(cat, (85, 40), (345, 292), (0, 200, 0), 2)
    label(cat, "cat 0.92", 85, 40)  # on the box's top edge, like a detector overlay
    return PhotoGrid([(canvas, None), (cat, None)])

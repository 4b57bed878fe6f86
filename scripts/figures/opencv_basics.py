"""Figures for content/docs/opencv/basics.mdx (reading images, BGR/RGB, colour spaces).

The motorcycle photo stands in for the page's ``fruit.jpg``: it has a large
red object, a red crate and brown wood, which is exactly the situation the
HSV masking section describes.
"""

from __future__ import annotations

import cv2
import numpy as np

from common import PhotoGrid, figure, load_sample, resize_to_width

PAGE = "content/docs/opencv/basics.mdx"


@figure(
    "bgr-vs-rgb", PAGE, "BGR versus RGB",
    alt="Two copies of the astronaut portrait side by side. Left, converted with cvtColor: "
        "natural skin tones, an orange spacesuit and a red-white-and-blue flag. Right, the BGR "
        "array handed to an RGB viewer: her skin and the orange suit are blue, and the blue "
        "field of the flag is red.",
    caption="The same pixels displayed correctly (left) and with the B and R channels "
            "swapped (right): the classic symptom of showing a BGR array as RGB.",
)
def bgr_vs_rgb(theme):
    bgr = resize_to_width(load_sample("astronaut.png"), 460)
    swapped = bgr[:, :, ::-1]  # what an RGB viewer shows when handed BGR data
    return PhotoGrid([(bgr, "cvtColor(img, COLOR_BGR2RGB)"),
                      (swapped, "BGR array shown as RGB")])


@figure(
    "color-spaces", PAGE, "Colour spaces",
    alt="A photo of a red motorcycle in a garage and five single-channel views of it. In "
        "grayscale and in HSV value the red tank and fenders are a dark to mid grey like much "
        "of the background. In HSV hue the red paint is near 0 (black) with a few patches at "
        "the top of the range (white), because red sits where hue wraps around. In saturation "
        "and in the a channel of Lab the red paint is the brightest area.",
    caption="One photo, five channels: saturation and Lab a isolate the red paint that "
            "grayscale and value cannot, and hue wraps around at red.",
)
def color_spaces(theme):
    # Crop to the bike: the busy shelves add file size but nothing to the lesson.
    bgr = resize_to_width(load_sample("motorcycle_left.png")[60:470], 300)
    gray = cv2.cvtColor(bgr, cv2.COLOR_BGR2GRAY)
    h, s, v = cv2.split(cv2.cvtColor(bgr, cv2.COLOR_BGR2HSV))
    lab_a = cv2.cvtColor(bgr, cv2.COLOR_BGR2LAB)[:, :, 1]
    # Hue is stored as 0..179; stretch it to 0..255 only for display.
    h_vis = cv2.convertScaleAbs(h, alpha=255 / 179)
    return PhotoGrid([(bgr, "original (BGR)"), (gray, "COLOR_BGR2GRAY"),
                      (h_vis, "H (hue, 0–179)"), (s, "S (saturation)"),
                      (v, "V (value)"), (lab_a, "a of Lab (128 = neutral)")], ncols=3)


def red_mask(bgr: np.ndarray) -> np.ndarray:
    """The page's color_mask.py, step for step."""
    blurred = cv2.GaussianBlur(bgr, (5, 5), 0)
    hsv = cv2.cvtColor(blurred, cv2.COLOR_BGR2HSV)
    red = cv2.bitwise_or(
        cv2.inRange(hsv, (0, 100, 70), (10, 255, 255)),
        cv2.inRange(hsv, (170, 100, 70), (179, 255, 255)),
    )
    return cv2.morphologyEx(red, cv2.MORPH_OPEN, np.ones((5, 5), np.uint8))


@figure(
    "inrange-red-mask", PAGE, "Colour masking with inRange",
    alt="Three panels: the motorcycle photo; the binary mask from the two red hue ranges "
        "after opening, white on the fuel tank, fenders and a red crate, but also on parts of "
        "the brown wooden wall at the top left and on a few specks; and the photo with "
        "everything outside the mask set to black, leaving the red paint and some brown wood.",
    caption="color_mask.py on the motorcycle photo: two inRange calls cover red on both sides "
            "of H = 0, and bitwise_and keeps only the masked pixels.",
)
def inrange_red_mask(theme):
    full = load_sample("motorcycle_left.png")
    red = red_mask(full)  # mask at full resolution, as the script would
    only_red = cv2.bitwise_and(full, full, mask=red)
    share = cv2.countNonZero(red) / red.size
    small = [resize_to_width(x, 400) for x in (full, red, only_red)]
    return PhotoGrid([(small[0], "img"),
                      (small[1], f"red mask ({share:.1%} of pixels)"),
                      (small[2], "bitwise_and(img, img, mask=red)")])

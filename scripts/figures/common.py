"""Shared helpers for the documentation figures.

Every figure script imports this module. It provides:

* the figure registry (the ``@figure`` decorator) that ``make_all.py`` walks to
  render images and write ``figures.json``;
* light and dark themes with the Okabe-Ito colour-blind-safe palette;
* ``PhotoGrid`` for panels of OpenCV results, rendered pixel-exact;
* deterministic PNG writing (no timestamps or software tags), with palette
  quantisation only when a file would exceed the size budget;
* sample-image loading from scikit-image's bundled data directory;
* ``expect`` to flag numbers that no longer match what the page states.
"""

from __future__ import annotations

import os

# Single-threaded maths: keeps results bit-identical from run to run and leaves
# the second core to the site build. Must happen before numpy/cv2 are imported.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import io
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

import cv2
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.colors import LinearSegmentedColormap, to_rgb  # noqa: E402
from PIL import Image  # noqa: E402

cv2.setNumThreads(1)

REPO = Path(__file__).resolve().parents[2]
SEED = 0
CHART_WIDTH_IN = 7.0  # 7 in x 200 dpi = 1400 px
CHART_DPI = 200
MAX_PHOTO_WIDTH = 1600
SIZE_BUDGET = 245_000  # bytes; keeps every PNG under ~250 kB

# ---------------------------------------------------------------------------
# Themes and palette
# ---------------------------------------------------------------------------

# Okabe & Ito (2008). The order puts the colours with at least 3:1 contrast on
# both white and #1b1b1d first, so charts with up to three series are safe.
OKABE_ITO = {
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "green": "#009E73",
    "purple": "#CC79A7",
    "orange": "#E69F00",
    "sky": "#56B4E9",
    "yellow": "#F0E442",
}
SERIES = [OKABE_ITO[k] for k in ("blue", "vermillion", "green", "purple", "orange", "sky")]


@dataclass(frozen=True)
class Theme:
    name: str
    bg: str
    fg: str
    muted: str  # secondary text, reference lines
    grid: str
    # In dark mode the dark Okabe-Ito blue is dim on #1b1b1d; "accent" swaps in
    # sky blue for large filled areas (heatmaps) where brightness carries data.
    accent: str
    # Marker outline: white separates markers on light tints; on dark tints a
    # light outline is what keeps dark-blue markers visible.
    point_edge: str

    def mix(self, colour: str, amount: float) -> tuple[float, float, float]:
        """Blend `colour` into the background: a light tint in both themes."""
        c, b = np.array(to_rgb(colour)), np.array(to_rgb(self.bg))
        return tuple(b + (c - b) * amount)

    def cmap(self, colour: str | None = None) -> LinearSegmentedColormap:
        """Sequential colormap from the background to `colour`."""
        return LinearSegmentedColormap.from_list(
            f"{self.name}-seq", [self.bg, colour or self.accent])


THEMES = {
    "light": Theme("light", bg="#ffffff", fg="#1c1e21", muted="#5f6368",
                   grid="#e4e6eb", accent=OKABE_ITO["blue"], point_edge="#ffffff"),
    "dark": Theme("dark", bg="#1b1b1d", fg="#e3e3e3", muted="#a8abb0",
                  grid="#38393d", accent=OKABE_ITO["sky"], point_edge="#d0d0d0"),
}


def rc_params(theme: Theme) -> dict:
    """Matplotlib settings for one theme. Geometry is identical in both."""
    from cycler import cycler

    return {
        "figure.dpi": CHART_DPI,
        "savefig.dpi": CHART_DPI,
        "figure.facecolor": theme.bg,
        "savefig.facecolor": theme.bg,
        "axes.facecolor": theme.bg,
        "axes.edgecolor": theme.muted,
        "axes.labelcolor": theme.fg,
        "axes.titlecolor": theme.fg,
        "axes.spines.top": False,
        "axes.spines.right": False,
        "axes.grid": True,
        "axes.axisbelow": True,
        "axes.prop_cycle": cycler(color=SERIES),
        "grid.color": theme.grid,
        "grid.linewidth": 0.8,
        "text.color": theme.fg,
        "xtick.color": theme.fg,
        "ytick.color": theme.fg,
        "font.family": "DejaVu Sans",
        "font.size": 11,
        "axes.titlesize": 12,
        "axes.labelsize": 11,
        "xtick.labelsize": 11,
        "ytick.labelsize": 11,
        "legend.fontsize": 11,
        "legend.facecolor": theme.bg,
        "legend.edgecolor": theme.grid,
        "legend.framealpha": 0.95,
        "lines.linewidth": 2.2,
        "lines.markersize": 6,
        "patch.edgecolor": theme.bg,
        "image.cmap": "gray",
    }


def new_figure(height_in: float = 4.0):
    """An empty 1400 px wide constrained-layout figure, for custom grids."""
    return plt.figure(figsize=(CHART_WIDTH_IN, height_in), layout="constrained")


def new_chart(height_in: float = 4.0, nrows: int = 1, ncols: int = 1, **kwargs):
    """A 1400 px wide figure with constrained layout.

    Called inside render functions, which make_all runs within the theme's
    rc_context, so every artist created afterwards picks up the theme too.
    """
    return plt.subplots(nrows, ncols, figsize=(CHART_WIDTH_IN, height_in),
                        layout="constrained", **kwargs)


# ---------------------------------------------------------------------------
# Registry
# ---------------------------------------------------------------------------

@dataclass
class FigureSpec:
    name: str
    page: str          # path of the .mdx page relative to the repository root
    heading: str       # exact text of the ## or ### heading the figure goes under
    alt: str
    caption: str
    themed: bool       # True: name.light.png + name.dark.png; False: name.png
    render: Callable
    module: str = ""

    @property
    def files(self) -> list[str]:
        folder = Path(self.page).parent / "img"
        if self.themed:
            return [str(folder / f"{self.name}.{t}.png") for t in THEMES]
        return [str(folder / f"{self.name}.png")]

    def manifest_entry(self) -> dict:
        return {"name": self.name, "files": self.files, "page": self.page,
                "after_heading": self.heading, "alt": self.alt, "caption": self.caption}


FIGURES: dict[str, FigureSpec] = {}
NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def figure(name: str, page: str, heading: str, alt: str, caption: str,
           themed: bool = True):
    """Register a render function.

    Themed figures: ``render(theme)`` returns a matplotlib Figure or a PhotoGrid.
    Single figures: ``render()`` returns a BGR/BGRA/gray array or a PhotoGrid
    without titles.
    """
    if not NAME_RE.match(name):
        raise ValueError(f"figure name must be lower-case with hyphens: {name!r}")
    if name in FIGURES:
        raise ValueError(f"duplicate figure name {name!r}")

    def decorator(fn: Callable) -> Callable:
        FIGURES[name] = FigureSpec(name, page, heading, " ".join(alt.split()),
                                   " ".join(caption.split()), themed, fn, fn.__module__)
        return fn

    return decorator


# ---------------------------------------------------------------------------
# Consistency checks against the page text
# ---------------------------------------------------------------------------

MISMATCHES: list[str] = []


def expect(label: str, actual, expected, tol: float = 0.0) -> None:
    """Record (and print) a number that differs from what the page states.

    Different library versions can shift results; make_all.py reports these so
    the page text, the alt text or the figure gets updated rather than drifting.
    """
    ok = (np.allclose(actual, expected, atol=tol, rtol=0) if tol
          else np.array_equal(np.asarray(actual), np.asarray(expected)))
    if not ok:
        msg = f"{label}: got {actual!r}, page says {expected!r}"
        MISMATCHES.append(msg)
        warnings.warn(msg, stacklevel=2)


# ---------------------------------------------------------------------------
# Sample images
# ---------------------------------------------------------------------------

def sample_path(filename: str) -> Path:
    import skimage.data

    return Path(skimage.data.__file__).parent / filename


def load_sample(filename: str, gray: bool = False) -> np.ndarray:
    """Load a photo shipped with scikit-image as an OpenCV-style array.

    Pillow is used for decoding because libpng prints warnings about the ICC
    profiles embedded in some of these files. Returns BGR (or gray) uint8.
    """
    with Image.open(sample_path(filename)) as im:
        im.load()
        if gray:
            return np.asarray(im.convert("L")).copy()
        rgb = np.asarray(im.convert("RGB"))
    return cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR)


def resize_to_width(img: np.ndarray, width: int, interp: int | None = None) -> np.ndarray:
    h, w = img.shape[:2]
    if interp is None:
        interp = cv2.INTER_AREA if width < w else cv2.INTER_CUBIC
    return cv2.resize(img, (width, round(h * width / w)), interpolation=interp)


def resize_to_height(img: np.ndarray, height: int, interp: int | None = None) -> np.ndarray:
    h, w = img.shape[:2]
    if interp is None:
        interp = cv2.INTER_AREA if height < h else cv2.INTER_CUBIC
    return cv2.resize(img, (round(w * height / h), height), interpolation=interp)


def to_rgb_uint8(img: np.ndarray) -> np.ndarray:
    """OpenCV image (gray, BGR or BGRA; uint8 or float) to RGB uint8 for display."""
    if img.dtype != np.uint8:
        img = np.clip(img, 0, 255).astype(np.uint8)
    if img.ndim == 2:
        return cv2.cvtColor(img, cv2.COLOR_GRAY2RGB)
    if img.shape[2] == 4:
        return cv2.cvtColor(img, cv2.COLOR_BGRA2RGB)
    return cv2.cvtColor(img, cv2.COLOR_BGR2RGB)


# ---------------------------------------------------------------------------
# Photo grids
# ---------------------------------------------------------------------------

@dataclass
class PhotoGrid:
    """Panels of images laid out on a grid, each optionally titled.

    Images are placed pixel for pixel (no resampling by matplotlib), so the
    caller decides the panel sizes. Titles are drawn in the theme colours.
    """

    panels: Sequence[tuple[np.ndarray, str | None]]
    ncols: int | None = None
    gap: int = 14
    title_px: int | None = None
    margin: int = 6
    extra: dict = field(default_factory=dict)

    def layout(self):
        n = len(self.panels)
        ncols = self.ncols or n
        nrows = -(-n // ncols)
        sizes = [p[0].shape[:2] for p in self.panels]
        col_w = [max((sizes[i][1] for i in range(c, n, ncols)), default=0) for c in range(ncols)]
        row_h = [max(sizes[i][0] for i in range(r * ncols, min(n, (r + 1) * ncols)))
                 for r in range(nrows)]
        return ncols, nrows, col_w, row_h

    def has_titles(self) -> bool:
        return any(t for _, t in self.panels)

    def title_size(self, width: int) -> int:
        # About 15 CSS px when the image is scaled to a ~700 px content column.
        return self.title_px or max(22, round(width / 48))

    def render(self, theme: Theme | None) -> np.ndarray:
        """Return RGB (themed) or RGBA with transparent gaps (theme=None)."""
        ncols, nrows, col_w, row_h = self.layout()
        width = sum(col_w) + self.gap * (ncols - 1) + 2 * self.margin
        if width > MAX_PHOTO_WIDTH:
            raise ValueError(f"photo grid is {width} px wide (max {MAX_PHOTO_WIDTH})")
        tpx = self.title_size(width) if self.has_titles() else 0
        band = round(tpx * 1.6) if tpx else 0
        height = sum(row_h) + (band + self.gap) * nrows - self.gap + 2 * self.margin
        if theme is None:
            canvas = np.zeros((height, width, 4), np.uint8)  # transparent gaps
        else:
            canvas = np.empty((height, width, 3), np.uint8)
            canvas[:] = np.round(np.array(to_rgb(theme.bg)) * 255).astype(np.uint8)
        titles = []
        y = self.margin
        for r in range(nrows):
            x = self.margin
            for c in range(ncols):
                i = r * ncols + c
                if i >= len(self.panels):
                    break
                img, title = self.panels[i]
                rgb = to_rgb_uint8(img)
                h, w = rgb.shape[:2]
                px = x + (col_w[c] - w) // 2
                py = y + band + (row_h[r] - h) // 2
                if theme is None:
                    canvas[py:py + h, px:px + w, :3] = rgb
                    canvas[py:py + h, px:px + w, 3] = 255
                else:
                    canvas[py:py + h, px:px + w] = rgb
                if title:
                    titles.append((x + col_w[c] / 2, y + band * 0.5, title, col_w[c]))
                x += col_w[c] + self.gap
            y += band + row_h[r] + self.gap
        if not titles:
            return canvas
        return _draw_titles(canvas, titles, tpx, theme)


def _draw_titles(canvas: np.ndarray, titles, tpx: int, theme: Theme) -> np.ndarray:
    """Overlay text with matplotlib so photo grids use the same font as charts.

    All titles of a grid share one size; if any would be wider than its
    column, the whole set shrinks (down to 75 %) rather than overlapping.
    """
    h, w = canvas.shape[:2]
    dpi = 100
    # +0.5 px: Agg truncates the pixel size, and w / dpi may round just below w.
    fig = plt.figure(figsize=((w + 0.5) / dpi, (h + 0.5) / dpi), dpi=dpi)
    fig.figimage(canvas, 0, 0, origin="upper", resize=False)
    texts = [fig.text(x / w, 1 - y / h, text, ha="center", va="center",
                      fontsize=tpx * 72 / dpi, color=theme.fg)
             for x, y, text, _ in titles]
    renderer = fig.canvas.get_renderer()
    scale = min(1.0, *((col_w - 8) / t.get_window_extent(renderer).width
                       for t, (*_, col_w) in zip(texts, titles)))
    if scale < 0.75:
        raise ValueError(f"photo-grid titles too long for their panels: {[t[2] for t in titles]}")
    for t in texts:
        t.set_fontsize(tpx * scale * 72 / dpi)
    out = figure_to_array(fig, dpi=dpi)
    plt.close(fig)
    return out


# ---------------------------------------------------------------------------
# Writing files
# ---------------------------------------------------------------------------

def figure_to_array(fig, dpi: int | None = None) -> np.ndarray:
    """Rasterise a matplotlib figure to an RGB array.

    The Agg buffer carries no metadata at all (the PNG route would need
    ``metadata={"Software": None}``); the PNG is then encoded by Pillow without
    text chunks, so reruns produce byte-identical files.
    """
    if dpi:
        fig.set_dpi(dpi)
    fig.canvas.draw()
    return np.asarray(fig.canvas.buffer_rgba())[:, :, :3].copy()


def encode_png(rgb: np.ndarray) -> bytes:
    """Lossless PNG; falls back to a 256-colour palette above the size budget."""
    mode = "RGBA" if rgb.ndim == 3 and rgb.shape[2] == 4 else ("L" if rgb.ndim == 2 else "RGB")
    im = Image.fromarray(rgb, mode)
    # A fast unoptimised encode tells whether lossless can possibly fit; the
    # optimiser rarely saves more than ~10 %, so skip it for hopeless cases.
    data = _png_bytes(im, optimize=False)
    if len(data) <= 1.15 * SIZE_BUDGET:
        data = _png_bytes(im)
    if len(data) > SIZE_BUDGET and mode == "RGB" and _near_gray(rgb):
        # Gray photos with themed titles: one channel is lossless for the photo
        # and shifts the theme colours by at most a couple of levels.
        data = _png_bytes(im.convert("L"))
    if len(data) > SIZE_BUDGET:
        # libimagequant (pngquant's engine) gives near-invisible banding on photos.
        method = (Image.Quantize.LIBIMAGEQUANT
                  if _has_libimagequant() else Image.Quantize.FASTOCTREE)
        quant = im.quantize(colors=256, method=method, dither=Image.Dither.FLOYDSTEINBERG)
        data = _png_bytes(quant)
    return data


def _near_gray(rgb: np.ndarray, spread: int = 6) -> bool:
    c = rgb.astype(np.int16)
    return int((c.max(axis=2) - c.min(axis=2)).max()) <= spread


def _png_bytes(im: Image.Image, optimize: bool = True) -> bytes:
    buf = io.BytesIO()
    im.save(buf, format="PNG", optimize=optimize)  # no pnginfo: no text chunks
    return buf.getvalue()


def _has_libimagequant() -> bool:
    from PIL import features

    return bool(features.check_feature("libimagequant"))


def write_png(path: Path, rgb: np.ndarray) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = encode_png(rgb)
    path.write_bytes(data)
    return len(data)


def write_cv2(path: Path, img: np.ndarray) -> int:
    """Write an OpenCV result (BGR/BGRA/gray) with cv2.imwrite when it fits the
    budget, otherwise hand it to the quantising encoder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    ok, buf = cv2.imencode(".png", img, [cv2.IMWRITE_PNG_COMPRESSION, 9])
    if not ok:
        raise RuntimeError(f"could not encode {path}")
    if buf.size <= SIZE_BUDGET:
        path.write_bytes(buf.tobytes())
        return int(buf.size)
    if img.ndim == 3 and img.shape[2] == 4:
        rgb = cv2.cvtColor(img, cv2.COLOR_BGRA2RGBA)
    else:
        rgb = to_rgb_uint8(img)
    return write_png(path, rgb)


def render_spec(spec: FigureSpec) -> list[tuple[Path, int]]:
    """Render one registered figure to disk; returns (path, bytes) per file."""
    written = []
    if spec.themed:
        for theme, rel in zip(THEMES.values(), spec.files):
            with plt.rc_context(rc_params(theme)):
                out = spec.render(theme)
                if isinstance(out, PhotoGrid):
                    rgb = out.render(theme)
                else:
                    rgb = figure_to_array(out)
                    plt.close(out)
            written.append((REPO / rel, write_png(REPO / rel, rgb)))
    else:
        out = spec.render()
        rel = spec.files[0]
        if isinstance(out, PhotoGrid):
            if out.has_titles():
                raise ValueError(f"{spec.name}: titled grids must be themed")
            rgba = out.render(None)
            bgra = cv2.cvtColor(rgba, cv2.COLOR_RGBA2BGRA)
            written.append((REPO / rel, write_cv2(REPO / rel, bgra)))
        else:
            written.append((REPO / rel, write_cv2(REPO / rel, out)))
    return written


# ---------------------------------------------------------------------------
# Small plotting helpers shared by the machine-learning scripts
# ---------------------------------------------------------------------------

def rng(seed: int = SEED) -> np.random.Generator:
    return np.random.default_rng(seed)


def predict_grid(predict: Callable, xlim, ylim, resolution: int = 250) -> np.ndarray:
    """Class labels on a resolution x resolution grid covering xlim x ylim.

    Compute this once per figure (not per theme): it is the expensive part.
    """
    xx, yy = np.meshgrid(np.linspace(*xlim, resolution), np.linspace(*ylim, resolution))
    return predict(np.c_[xx.ravel(), yy.ravel()]).reshape(xx.shape)


def decision_surface(ax, theme: Theme, labels: np.ndarray, xlim, ylim, colours,
                     alpha: float = 0.28) -> None:
    """Fill the plane with tinted class regions from a predict_grid() result."""
    tints = np.array([theme.mix(c, alpha) for c in colours])
    ax.imshow(tints[labels], origin="lower", extent=(*xlim, *ylim), aspect="auto",
              interpolation="nearest", zorder=0)
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)


def probability_surface(ax, theme: Theme, p1: np.ndarray, xlim, ylim, colours,
                        alpha: float = 0.32) -> None:
    """Blend two class tints by P(class 1): certain regions look like
    decision_surface, uncertain ones fade towards the background."""
    t0, t1 = (np.array(theme.mix(c, alpha)) for c in colours[:2])
    rgb = (1 - p1)[..., None] * t0 + p1[..., None] * t1
    ax.imshow(rgb, origin="lower", extent=(*xlim, *ylim), aspect="auto",
              interpolation="bilinear", zorder=0)
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)


def scatter_classes(ax, theme: Theme, X, y, colours, labels=None, size: float = 22,
                    marker_cycle=("o", "s", "^", "D")) -> None:
    """Class scatter with distinct markers as well as colours (colour-blind safe)."""
    for k in np.unique(y):
        m = y == k
        ax.scatter(X[m, 0], X[m, 1], s=size, color=colours[k], marker=marker_cycle[k % 4],
                   edgecolors=theme.point_edge, linewidths=0.5,
                   label=None if labels is None else labels[k], zorder=3)

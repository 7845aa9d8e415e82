#!/usr/bin/env python3
"""gen_map.py: draws the Pitengnaqsaraq board, assets/pitengnaqsaraq/map.svg,
from real map data, and writes the village positions on it,
assets/pitengnaqsaraq/map_places.txt.

The coastline, lakes and rivers come from GSHHG (Wessel and Smith), read
through GMT's `gmt coast -M`, which prints the shoreline and WDBII river
segments of a region as text. Debian ships both: `apt-get install gmt
gmt-gshhg-full` (or gmt-gshhg-high, then pass --resolution h). Only this tool
needs GMT; the SVG and the places file are committed, so building and testing
the game do not.

Projection (documented in tools/gen_map/README.md): equirectangular, true to
scale at 61 degrees north, K viewBox units per degree of latitude:
    x = MARGIN + (lon - LON_WEST) * cos(61 deg) * K
    y = MARGIN + (LAT_NORTH - lat) * K
With K = 200 one unit is 0.556 km on the ground in both directions at 61 N.

Usage: tools/gen_map/gen_map.py [--resolution f|h|i] [--out-dir DIR]
Standard library only (python3); no network.
"""

import argparse
import math
import os
import random
import subprocess
import sys
import tempfile

LON_WEST, LON_EAST = -167.6, -159.6
LAT_SOUTH, LAT_NORTH = 58.6, 63.4
K = 200.0
COS_REF = math.cos(math.radians(61.0))
MARGIN = 20.0
MAP_W = (LON_EAST - LON_WEST) * COS_REF * K
MAP_H = (LAT_NORTH - LAT_SOUTH) * K
VIEW_W = MAP_W + 2 * MARGIN
VIEW_H = MAP_H + 2 * MARGIN
KM_PER_UNIT = 111.195 / K

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

# Where the scene writes the six region names of the book, in Yup'ik; chosen
# by eye on open land (or sea, for Nunivaaq's neighbour waters) of each region
# so that no label covers a village.
REGIONS = [
    ("KP", "Kuigpak", "Yukon River", 62.42, -163.10),
    ("N", "Nunivaaq", "Nunivak Island", 59.93, -166.45),
    ("KS", "Kusquqvak", "Kuskokwim River", 60.45, -161.35),
    ("Q", "Qaluyaaq", "Nelson Island", 60.70, -164.95),
    ("QN", "Qanirtuuq", "Kanektok River", 59.92, -161.25),
    ("T", "Tuyuryaq", "Togiak", 59.35, -160.05),
]

# Colours of the board: warm paper land, blue-grey sea, sepia ink.
PAPER = "#efe2c2"
PAPER_EDGE = "#e4d2ab"
SEA = "#a8bdc4"
SEA_DEEP = "#97afb8"
SEA_LINE = "#6f8c98"
LAKE = "#b4c8cc"
RIVER = "#4f7d98"
INK = "#5b4631"


def project(lon, lat):
    return (MARGIN + (lon - LON_WEST) * COS_REF * K,
            MARGIN + (LAT_NORTH - lat) * K)


def gmt_segments(resolution, args):
    """Runs `gmt coast -M` and returns its segments as lists of (lon, lat)."""
    region = "-R%g/%g/%g/%g" % (LON_WEST, LON_EAST, LAT_SOUTH, LAT_NORTH)
    cmd = ["gmt", "coast", region, "-D" + resolution, "-M"] + args
    try:
        # GMT leaves a gmt.history file in its working directory: keep it out
        # of the caller's tree
        with tempfile.TemporaryDirectory() as scratch:
            out = subprocess.run(cmd, check=True, capture_output=True,
                                 text=True, cwd=scratch).stdout
    except FileNotFoundError:
        sys.exit("gen_map: GMT is not installed (apt-get install gmt "
                 "gmt-gshhg-full)")
    except subprocess.CalledProcessError as err:
        sys.exit("gen_map: %s failed: %s" % (" ".join(cmd), err.stderr))
    segs, cur = [], None
    for line in out.splitlines():
        if line.startswith(">"):
            cur = []
            segs.append(cur)
        elif line.strip():
            lon, lat = line.split()[:2]
            cur.append((float(lon), float(lat)))
    return [s for s in segs if len(s) >= 2]


def key(p):
    return (round(p[0], 6), round(p[1], 6))


def stitch(segs):
    """Joins segments that GMT cut at its bin edges back into chains.
    Returns (closed rings, open chains)."""
    pending = [list(s) for s in segs]
    by_end = {}

    def index(i):
        s = pending[i]
        by_end.setdefault(key(s[0]), set()).add(i)
        by_end.setdefault(key(s[-1]), set()).add(i)

    def unindex(i):
        s = pending[i]
        for k in (key(s[0]), key(s[-1])):
            by_end.get(k, set()).discard(i)

    for i in range(len(pending)):
        index(i)
    alive = set(range(len(pending)))
    rings, chains = [], []
    while alive:
        i = alive.pop()
        unindex(i)
        chain = pending[i]
        grown = True
        while grown and key(chain[0]) != key(chain[-1]):
            grown = False
            for at_end in (True, False):
                end = key(chain[-1] if at_end else chain[0])
                cands = [j for j in by_end.get(end, ()) if j in alive]
                if not cands:
                    continue
                j = cands[0]
                alive.discard(j)
                unindex(j)
                seg = pending[j]
                if at_end:
                    seg = seg if key(seg[0]) == end else seg[::-1]
                    chain = chain + seg[1:]
                else:
                    seg = seg if key(seg[-1]) == end else seg[::-1]
                    chain = seg[:-1] + chain
                grown = True
                break
        if key(chain[0]) == key(chain[-1]) and len(chain) > 3:
            rings.append(chain)
        else:
            chains.append(chain)
    return rings, chains


EPS = 1e-6


def perimeter_pos(p):
    """Position of a point on the region's edge, counter-clockwise from the
    south-west corner, in degrees of edge walked."""
    lon, lat = p
    w, e, s, n = LON_WEST, LON_EAST, LAT_SOUTH, LAT_NORTH
    if abs(lat - s) < EPS:
        return lon - w
    if abs(lon - e) < EPS:
        return (e - w) + (lat - s)
    if abs(lat - n) < EPS:
        return (e - w) + (n - s) + (e - lon)
    if abs(lon - w) < EPS:
        return 2 * (e - w) + (n - s) + (n - lat)
    return None


def perimeter_point(t):
    w, e, s, n = LON_WEST, LON_EAST, LAT_SOUTH, LAT_NORTH
    dx, dy = e - w, n - s
    t %= 2 * (dx + dy)
    if t <= dx:
        return (w + t, s)
    t -= dx
    if t <= dy:
        return (e, s + t)
    t -= dy
    if t <= dx:
        return (e - t, n)
    t -= dx
    return (w, n - t)


def corners_between(t0, t1):
    """The region's corners passed walking the edge from t0 to t1
    counter-clockwise."""
    dx, dy = LON_EAST - LON_WEST, LAT_NORTH - LAT_SOUTH
    total = 2 * (dx + dy)
    marks = [0.0, dx, dx + dy, 2 * dx + dy]
    span = (t1 - t0) % total
    out = []
    for m in sorted(marks, key=lambda m: (m - t0) % total):
        d = (m - t0) % total
        if 0 < d < span:
            out.append(perimeter_point(m))
    return out


def close_on_edge(chains, outside_point):
    """Builds polygons from chains that end on the region's edge. Between two
    neighbouring chain ends the edge is alternately inside and outside the
    feature; `outside_point` (a corner known to be outside) fixes which.
    No orientation of the data is assumed."""
    ends = []
    for ci, c in enumerate(chains):
        t0, t1 = perimeter_pos(c[0]), perimeter_pos(c[-1])
        if t0 is None or t1 is None:
            continue
        ends.append((t0, ci, 0))
        ends.append((t1, ci, 1))
    if not ends:
        return []
    ends.sort()
    n = len(ends)
    total = 2 * ((LON_EAST - LON_WEST) + (LAT_NORTH - LAT_SOUTH))
    t_out = perimeter_pos(outside_point)
    # arc i runs from ends[i] to ends[i+1]; find the arc holding t_out
    def arc_of(t):
        for i in range(n):
            a, b = ends[i][0], ends[(i + 1) % n][0]
            if (t - a) % total < (b - a) % total or n == 1:
                return i
        return n - 1
    out_arc = arc_of(t_out)
    inside = [((i - out_arc) % 2 == 1) for i in range(n)]
    where = {}
    for i, (t, ci, which) in enumerate(ends):
        where[(ci, which)] = i
    used = [False] * n
    polys = []
    for start in range(n):
        if not inside[start] or used[start]:
            continue
        poly = []
        arc = start
        while not used[arc]:
            used[arc] = True
            a, b = ends[arc], ends[(arc + 1) % n]
            poly.append(perimeter_point(a[0]))
            poly.extend(corners_between(a[0], b[0]))
            # follow the chain that ends at b to its other end
            ci, which = b[1], b[2]
            chain = chains[ci] if which == 0 else chains[ci][::-1]
            poly.extend(chain)
            other = where[(ci, 1 - which)]
            # the inside arc next to the chain's other end
            arc = other if inside[other] else (other - 1) % n
        polys.append(poly)
    return polys


def ring_area(pts):
    a = 0.0
    for i in range(len(pts)):
        x0, y0 = pts[i - 1]
        x1, y1 = pts[i]
        a += x0 * y1 - x1 * y0
    return abs(a) / 2


def simplify(pts, tol):
    """Douglas-Peucker, iterative, keeps both ends."""
    if len(pts) < 3:
        return pts[:]
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        (x0, y0), (x1, y1) = pts[i], pts[j]
        dx, dy = x1 - x0, y1 - y0
        norm = math.hypot(dx, dy)
        best, best_d = -1, tol
        for k in range(i + 1, j):
            px, py = pts[k]
            if norm == 0:
                d = math.hypot(px - x0, py - y0)
            else:
                d = abs(dy * (px - x0) - dx * (py - y0)) / norm
            if d > best_d:
                best, best_d = k, d
        if best >= 0:
            keep[best] = True
            stack.append((i, best))
            stack.append((best, j))
    return [p for p, k in zip(pts, keep) if k]


def simplify_ring(pts, tol):
    # split a ring at its farthest point so both halves keep their shape
    if len(pts) < 8:
        return pts[:]
    far = max(range(len(pts)),
              key=lambda i: (pts[i][0] - pts[0][0])**2 +
              (pts[i][1] - pts[0][1])**2)
    a = simplify(pts[:far + 1], tol)
    b = simplify(pts[far:] + [pts[0]], tol)
    return a[:-1] + b[:-1]


def fmt(v):
    s = "%.1f" % v
    return "0" if s in ("0.0", "-0.0") else s


def path_d(rings, closed=True):
    parts = []
    for r in rings:
        if len(r) < 2:
            continue
        pts = ["%s %s" % (fmt(x), fmt(y)) for x, y in r]
        parts.append("M" + pts[0] + "L" + " ".join(pts[1:]) +
                     ("Z" if closed else ""))
    return "".join(parts)


def point_in_rings(p, rings):
    x, y = p
    inside = False
    for r in rings:
        n = len(r)
        for i in range(n):
            x0, y0 = r[i - 1]
            x1, y1 = r[i]
            if (y0 > y) != (y1 > y):
                xc = x0 + (y - y0) * (x1 - x0) / (y1 - y0)
                if xc > x:
                    inside = not inside
    return inside


def polyline_length(pts):
    return sum(math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1])
               for i in range(1, len(pts)))


def on_edge(p):
    return perimeter_pos(p) is not None


def catmull_rom(pts, steps=8):
    """A smooth curve through the points (for rivers the data lacks)."""
    if len(pts) < 3:
        a, b = pts[0], pts[-1]
        return [(a[0] + (b[0] - a[0]) * t / steps,
                 a[1] + (b[1] - a[1]) * t / steps) for t in range(steps + 1)]
    ext = [pts[0]] + pts + [pts[-1]]
    out = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[c] + (-p0[c] + p2[c]) * t +
                                    (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2 +
                                    (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t3)
                             for c in range(2)))
    out.append(pts[-1])
    return out


def meander(pts, amplitude, wavelength):
    """A gentle drawn wiggle for the schematic river courses, so they look
    like the hand-drawn rivers beside them; zero at both ends."""
    total = polyline_length(pts)
    if total <= 0:
        return pts
    out, acc = [pts[0]], 0.0
    for i in range(1, len(pts) - 1):
        acc += math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1])
        dx = pts[i + 1][0] - pts[i - 1][0]
        dy = pts[i + 1][1] - pts[i - 1][1]
        norm = math.hypot(dx, dy) or 1.0
        fade = math.sin(math.pi * acc / total)
        off = amplitude * fade * math.sin(2 * math.pi * acc / wavelength)
        out.append((pts[i][0] - dy / norm * off, pts[i][1] + dx / norm * off))
    out.append(pts[-1])
    return out


def resample(pts, step):
    """Points every `step` units along a polyline (so a meander has room)."""
    out = [pts[0]]
    carry = 0.0
    for i in range(1, len(pts)):
        (x0, y0), (x1, y1) = pts[i - 1], pts[i]
        seg = math.hypot(x1 - x0, y1 - y0)
        t = step - carry
        while t <= seg:
            out.append((x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg))
            t += step
        carry = seg - (t - step)
    if out[-1] != pts[-1]:
        out.append(pts[-1])
    return out


def read_tsv(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            rows.append(line.split("\t"))
    return rows


class Board:
    def __init__(self, resolution):
        self.res = resolution
        self.load_coast()
        self.load_rivers()

    def load_coast(self):
        rings, chains = stitch(gmt_segments(self.res, ["-W1/1p"]))
        sw = (LON_WEST, LAT_SOUTH)  # Bering Sea: outside the land
        land = rings + close_on_edge(chains, sw)
        self.land = [[project(*p) for p in r] for r in land]
        lake_rings, _ = stitch(gmt_segments(self.res, ["-A+l", "-W2/1p"]))
        self.lakes = [[project(*p) for p in r] for r in lake_rings]
        rl_rings, rl_chains = stitch(gmt_segments(self.res, ["-A+r", "-W2/1p"]))
        riverlakes = rl_rings + close_on_edge(rl_chains, sw)
        self.riverlakes = [[project(*p) for p in r] for r in riverlakes]

    def load_rivers(self):
        self.rivers = []  # (level, [points upstream first])
        coast_pts = [p for r in self.land for p in r[::4]]

        def coast_dist(p):
            return min((p[0] - q[0])**2 + (p[1] - q[1])**2 for q in coast_pts)

        for level in (2, 3, 4):
            _, chains = stitch(gmt_segments(self.res, ["-I%d/1p" % level]))
            rings, _ = stitch(gmt_segments(self.res, ["-I%d/1p" % level]))
            for c in chains + rings:
                pts = [project(*p) for p in c]
                if level == 4 and polyline_length(pts) < 25:
                    continue
                # a river flows into the region from its edge; otherwise its
                # mouth is the end nearer the sea
                if on_edge(c[-1]) and not on_edge(c[0]):
                    pts = pts[::-1]
                elif not on_edge(c[0]) and coast_dist(pts[0]) < coast_dist(pts[-1]):
                    pts = pts[::-1]
                self.rivers.append((level, pts, on_edge(c[0]) or on_edge(c[-1])))
        self.bridge_kuskokwim()
        self.add_extra_rivers()

    def bridge_kuskokwim(self):
        """WDBII stops the Kuskokwim at Napakiak, some 55 km above the head
        of its estuary in the GSHHG shoreline. The generator joins the river's
        lower end to the nearest shoreline point of that estuary (near
        Tuntutuliak) with a gentle curve, so the river reaches the sea."""
        napakiak = project(-161.970, 60.691)
        best = None
        for i, (level, pts, from_edge) in enumerate(self.rivers):
            d = math.hypot(pts[-1][0] - napakiak[0], pts[-1][1] - napakiak[1])
            if best is None or d < best[0]:
                best = (d, i)
        if best is None or best[0] > 30:
            sys.exit("gen_map: no river line ends near Napakiak; data changed?")
        level, pts, from_edge = self.rivers[best[1]]
        end = pts[-1]
        head_hint = project(-162.47, 60.29)
        head = min((p for r in self.land for p in r),
                   key=lambda q: (q[0] - head_hint[0])**2 + (q[1] - head_hint[1])**2)
        mid = ((end[0] + head[0]) / 2 - 4, (end[1] + head[1]) / 2 + 2)
        curve = meander(resample(catmull_rom([end, mid, head], 10), 1.5), 2.2, 20)
        self.rivers[best[1]] = (level, pts + curve[1:], from_edge)

    def add_extra_rivers(self):
        rows = read_tsv(os.path.join(HERE, "extra_rivers.tsv"))
        by_name = {}
        for name, lat, lon, _note in rows:
            by_name.setdefault(name, []).append(project(float(lon), float(lat)))
        for name, pts in by_name.items():
            curve = meander(resample(catmull_rom(pts, 12), 1.5), 1.8, 28)
            # stop where the river meets the sea
            kept = []
            for p in curve:
                if not point_in_rings(p, self.land):
                    break
                kept.append(p)
            if len(kept) >= 2:
                self.rivers.append((2, kept, False))


def tapered_river(level, pts, from_edge):
    """A river as pieces of growing width, thin at its source, wide at its
    mouth (nanosvg has no variable-width strokes)."""
    w_src, w_mouth = {2: (0.9, 2.6), 3: (0.6, 1.7), 4: (0.45, 1.1)}[level]
    if from_edge:
        w_src = w_src + (w_mouth - w_src) * 0.55
    total = polyline_length(pts)
    if total <= 0:
        return []
    pieces = max(2, min(8, int(total / 20)))
    out = []
    acc, piece, cur = 0.0, 0, [pts[0]]
    for i in range(1, len(pts)):
        acc += math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1])
        cur.append(pts[i])
        if acc >= total * (piece + 1) / pieces or i == len(pts) - 1:
            w = w_src + (w_mouth - w_src) * ((piece + 0.5) / pieces) ** 0.7
            out.append((w, cur))
            cur = [pts[i]]
            piece += 1
    return out


def sea_marks(board, rng):
    """Short wave strokes in open water, away from the coast."""
    coast = [p for r in board.land for p in r[::3]]
    marks = []
    tries = 0
    while len(marks) < 26 and tries < 4000:
        tries += 1
        x = rng.uniform(MARGIN + 20, MARGIN + MAP_W - 30)
        y = rng.uniform(MARGIN + 30, MARGIN + MAP_H - 20)
        if point_in_rings((x, y), board.land):
            continue
        if min((x - q[0])**2 + (y - q[1])**2 for q in coast) < 30**2:
            continue
        if any((x - m[0])**2 + (y - m[1])**2 < 70**2 for m in marks):
            continue
        # keep the corner with the compass rose and the scale bar clear
        if x < MARGIN + 200 and y > MARGIN + MAP_H - 190:
            continue
        marks.append((x, y))
    return marks


def tundra_marks(board, rng):
    """Sparse tufts of grass on the tundra, the hand-drawn board's texture."""
    marks = []
    tries = 0
    villages = [project(float(r[5]), float(r[4]))
                for r in read_tsv(os.path.join(HERE, "places.tsv"))]
    while len(marks) < 70 and tries < 6000:
        tries += 1
        x = rng.uniform(MARGIN + 10, MARGIN + MAP_W - 10)
        y = rng.uniform(MARGIN + 10, MARGIN + MAP_H - 10)
        if not point_in_rings((x, y), board.land):
            continue
        if point_in_rings((x, y), board.lakes) or point_in_rings((x, y), board.riverlakes):
            continue
        if any((x - v[0])**2 + (y - v[1])**2 < 26**2 for v in villages):
            continue
        if any((x - m[0])**2 + (y - m[1])**2 < 42**2 for m in marks):
            continue
        marks.append((x, y))
    return marks


def compass_rose(cx, cy, r):
    """An eight-point rose: north point dark, a ring, no letters (the scene
    may write N)."""
    out = ['<g stroke="%s" stroke-width="0.8" stroke-linejoin="round">' % INK]
    out.append('<circle cx="%s" cy="%s" r="%s" fill="none"/>' % (fmt(cx), fmt(cy), fmt(r * 0.72)))
    out.append('<circle cx="%s" cy="%s" r="%s" fill="none" stroke-width="0.5"/>' % (fmt(cx), fmt(cy), fmt(r * 0.64)))
    for i in range(8):
        a = math.radians(45 * i + 22.5)
        sx, sy = cx + math.sin(a) * r * 0.5, cy - math.cos(a) * r * 0.5
        out.append('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke-width="0.5"/>' % (
            fmt(cx), fmt(cy), fmt(sx), fmt(sy)))
    for i in range(8):
        a = math.radians(45 * i)
        long_pt = i % 2 == 0
        length = r if long_pt else r * 0.58
        half = r * (0.15 if long_pt else 0.11)
        tip = (cx + math.sin(a) * length, cy - math.cos(a) * length)
        left = (cx + math.sin(a - math.pi / 2) * half, cy - math.cos(a - math.pi / 2) * half)
        right = (cx + math.sin(a + math.pi / 2) * half, cy - math.cos(a + math.pi / 2) * half)
        dark = "#4a3a2a" if i == 0 else ("#8a6f50" if long_pt else "#b89c74")
        light = "#f6ecd4"
        out.append('<path d="M%s %sL%s %sL%s %sZ" fill="%s"/>' % (
            fmt(cx), fmt(cy), fmt(tip[0]), fmt(tip[1]), fmt(left[0]), fmt(left[1]), dark))
        out.append('<path d="M%s %sL%s %sL%s %sZ" fill="%s"/>' % (
            fmt(cx), fmt(cy), fmt(tip[0]), fmt(tip[1]), fmt(right[0]), fmt(right[1]), light))
    out.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (fmt(cx), fmt(cy), fmt(r * 0.07), PAPER))
    # the north mark: a small flame above the north point
    ny = cy - r - 4
    out.append('<path d="M%s %sL%s %sL%s %sZ" fill="#a2452f" stroke="none"/>' % (
        fmt(cx), fmt(ny - 9), fmt(cx - 4), fmt(ny), fmt(cx + 4), fmt(ny)))
    out.append('</g>')
    return out


def scale_bar(x, y):
    """100 km and 50 mi bars, alternate ink and paper blocks; returns the SVG
    and the places of the tick labels for the scene."""
    out = ['<g stroke="%s" stroke-width="0.7">' % INK]
    labels = []
    unit_km = 1 / KM_PER_UNIT
    for row, (step, count, km_per) in enumerate(((25, 4, 1.0), (10, 5, 1.609344))):
        yy = y + row * 14
        for i in range(count):
            x0 = x + i * step * km_per * unit_km
            w = step * km_per * unit_km
            fill = INK if i % 2 == 0 else "#f6ecd4"
            out.append('<rect x="%s" y="%s" width="%s" height="4" fill="%s"/>' % (
                fmt(x0), fmt(yy), fmt(w), fill))
        for i in range(count + 1):
            x0 = x + i * step * km_per * unit_km
            out.append('<line x1="%s" y1="%s" x2="%s" y2="%s"/>' % (
                fmt(x0), fmt(yy - 2), fmt(x0), fmt(yy + 6)))
        name = "km" if row == 0 else "mi"
        for i in (0, count):
            labels.append(("scale_%s_%d" % (name, i * step),
                           x + i * step * km_per * unit_km, yy - 5))
    out.append('</g>')
    return out, labels


def graticule_ticks():
    """Ticks on the frame at every whole degree of longitude and latitude."""
    out = ['<g stroke="%s" stroke-width="0.8">' % INK]
    for lon in range(math.ceil(LON_WEST), math.floor(LON_EAST) + 1):
        x, _ = project(lon, LAT_NORTH)
        out.append('<line x1="%s" y1="%s" x2="%s" y2="%s"/>' % (fmt(x), fmt(MARGIN - 6), fmt(x), fmt(MARGIN)))
        out.append('<line x1="%s" y1="%s" x2="%s" y2="%s"/>' % (fmt(x), fmt(MARGIN + MAP_H), fmt(x), fmt(MARGIN + MAP_H + 6)))
    for lat in range(math.ceil(LAT_SOUTH), math.floor(LAT_NORTH) + 1):
        _, y = project(LON_WEST, lat)
        out.append('<line x1="%s" y1="%s" x2="%s" y2="%s"/>' % (fmt(MARGIN - 6), fmt(y), fmt(MARGIN), fmt(y)))
        out.append('<line x1="%s" y1="%s" x2="%s" y2="%s"/>' % (fmt(MARGIN + MAP_W), fmt(y), fmt(MARGIN + MAP_W + 6), fmt(y)))
    out.append('</g>')
    return out


# Gradient coordinates are percentages: SDL2_image's nanosvg reads plain
# fractions such as x2="1" as user-space units, which flattens the gradient.
def write_svg(board, path):
    rng = random.Random(61)
    fine = 0.45  # DP tolerance in viewBox units (0.25 km)
    land = [simplify_ring(r, fine) for r in board.land]
    land = [r for r in land if len(r) >= 3 and ring_area(r) > 1.0]
    coarse = [simplify_ring(r, 1.6) for r in board.land if ring_area(r) > 12]
    lakes = [simplify_ring(r, 0.6) for r in board.lakes if ring_area(r) > 14]
    riverlakes = [simplify_ring(r, fine) for r in board.riverlakes]
    x0, y0 = MARGIN, MARGIN
    s = []
    s.append('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">' % (
        fmt(VIEW_W), fmt(VIEW_H), fmt(VIEW_W), fmt(VIEW_H)))
    s.append('<!-- Pitengnaqsaraq board: the Yukon-Kuskokwim delta, Nelson and Nunivak\n'
             '     islands, Kuskokwim Bay and Togiak, drawn by tools/gen_map/gen_map.py\n'
             '     from GSHHG (Wessel and Smith, LGPL) shoreline and WDBII rivers. Do not\n'
             '     edit by hand: run the generator. Projection: x = %g + (lon + %g) *\n'
             '     cos(61 deg) * %g, y = %g + (%g - lat) * %g (units of %.3f km). -->' % (
                 MARGIN, -LON_WEST, K, MARGIN, LAT_NORTH, K, KM_PER_UNIT))
    s.append('<defs>'
             '<linearGradient id="sea" x1="0%%" y1="0%%" x2="30%%" y2="100%%">'
             '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>'
             '<radialGradient id="paper" cx="60%%" cy="45%%" r="75%%">'
             '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></radialGradient>'
             '</defs>' % (SEA, SEA_DEEP, PAPER, PAPER_EDGE))
    # margin paper and the sea
    s.append('<rect width="%s" height="%s" fill="#f3e8cf"/>' % (fmt(VIEW_W), fmt(VIEW_H)))
    s.append('<rect x="%s" y="%s" width="%s" height="%s" fill="url(#sea)"/>' % (
        fmt(x0), fmt(y0), fmt(MAP_W), fmt(MAP_H)))
    # water lines along the coast: wide strokes of the land outline, each
    # covered by a slightly narrower one in sea colour, leave thin rings
    coarse_d = path_d(coarse)
    for wide, col, op in ((22, SEA_LINE, 0.45), (20.6, SEA, 1), (12, SEA_LINE, 0.6),
                          (10.6, SEA, 1), (5, SEA_LINE, 0.8), (3.8, "#b2c6cc", 1)):
        s.append('<path d="%s" fill="none" stroke="%s" stroke-opacity="%s" stroke-width="%s" '
                 'stroke-linejoin="round"/>' % (coarse_d, col, op, wide))
    # sea waves
    s.append('<g fill="none" stroke="%s" stroke-width="0.9" stroke-linecap="round">' % SEA_LINE)
    for x, y in sea_marks(board, rng):
        s.append('<path d="M%s %sq3 -3 6 0t6 0t6 0M%s %sq3 -3 6 0t6 0"/>' % (
            fmt(x - 9), fmt(y), fmt(x - 3), fmt(y + 5)))
    s.append('</g>')
    # land
    s.append('<path d="%s" fill="url(#paper)" stroke="%s" stroke-width="1.1" '
             'stroke-linejoin="round" fill-rule="nonzero"/>' % (path_d(land), INK))
    # tundra tufts
    s.append('<g fill="none" stroke="#a99a6c" stroke-width="0.7" stroke-linecap="round">')
    for x, y in tundra_marks(board, rng):
        s.append('<path d="M%s %sl-2 -4M%s %sl0 -5M%s %sl2 -4"/>' % (
            fmt(x - 1), fmt(y), fmt(x), fmt(y), fmt(x + 1), fmt(y)))
    s.append('</g>')
    # lakes and the wide river channels
    s.append('<path d="%s" fill="%s" stroke="%s" stroke-width="0.5"/>' % (
        path_d(lakes), LAKE, "#7f9ba6"))
    s.append('<path d="%s" fill="%s" stroke="%s" stroke-width="0.6" stroke-linejoin="round"/>' % (
        path_d(riverlakes), "#8fb0c2", RIVER))
    # rivers, tapered
    s.append('<g fill="none" stroke="%s" stroke-linecap="round" stroke-linejoin="round">' % RIVER)
    for level, pts, from_edge in sorted(board.rivers, key=lambda r: -r[0]):
        pts = simplify(pts, 0.5)
        for w, piece in tapered_river(level, pts, from_edge):
            s.append('<path d="%s" stroke-width="%s"/>' % (path_d([piece], False), fmt(w)))
    s.append('</g>')
    # compass rose and scale bar in the open Bering Sea, lower left
    s.extend(compass_rose(MARGIN + 78, MARGIN + MAP_H - 120, 38))
    bar, labels = scale_bar(MARGIN + 26, MARGIN + MAP_H - 36)
    s.extend(bar)
    # the margin covers whatever ran past the map's edge (the water lines of
    # land cut by the edge), then the frame: a neat double line, degree ticks
    for rx, ry, rw, rh in ((0, 0, VIEW_W, y0), (0, y0 + MAP_H, VIEW_W, VIEW_H - y0 - MAP_H),
                           (0, 0, x0, VIEW_H), (x0 + MAP_W, 0, VIEW_W - x0 - MAP_W, VIEW_H)):
        s.append('<rect x="%s" y="%s" width="%s" height="%s" fill="#f3e8cf"/>' % (
            fmt(rx), fmt(ry), fmt(rw), fmt(rh)))
    s.append('<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="1.6"/>' % (
        fmt(x0), fmt(y0), fmt(MAP_W), fmt(MAP_H), INK))
    s.append('<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="0.7"/>' % (
        fmt(x0 - 8), fmt(y0 - 8), fmt(MAP_W + 16), fmt(MAP_H + 16), INK))
    s.extend(graticule_ticks())
    s.append('</svg>')
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(s) + "\n")
    return labels


def write_places(path, labels, resolution):
    rows = read_tsv(os.path.join(HERE, "places.tsv"))
    out = ["# map_places.txt: positions on assets/pitengnaqsaraq/map.svg, written by "
           "tools/gen_map/gen_map.py (do not edit; edit tools/gen_map/places.tsv and rerun).",
           "# Tab-separated. x and y are in the SVG's viewBox units (0 0 %s %s), y down." % (
               fmt(VIEW_W), fmt(VIEW_H)),
           "# village<TAB>id<TAB>yupik<TAB>english<TAB>area<TAB>lat<TAB>lon<TAB>x<TAB>y",
           "# region<TAB>code<TAB>yupik<TAB>english<TAB>-<TAB>lat<TAB>lon<TAB>x<TAB>y   (where the scene writes the region's name)",
           "# label<TAB>id<TAB>-<TAB>-<TAB>-<TAB>-<TAB>-<TAB>x<TAB>y   (scale-bar tick labels: scale_km_0, scale_km_100, scale_mi_0, scale_mi_50; centred above the tick)",
           "# Areas: KP Kuigpak, N Nunivaaq, KS Kusquqvak, Q Qaluyaaq, QN Qanirtuuq, T Tuyuryaq (the book's regions);",
           "#   CN Canineq coast, AK Akula tundra, HC Hooper Bay coast (areas the book does not name).",
           "# Projection: x = %g + (lon + %g) * cos(61 deg) * %g; y = %g + (%g - lat) * %g; one unit = %.4f km." % (
               MARGIN, -LON_WEST, K, MARGIN, LAT_NORTH, K, KM_PER_UNIT),
           "# Map data: GSHHG %s resolution via GMT (see tools/gen_map/README.md)." % resolution]
    for vid, yupik, english, area, lat, lon in rows:
        x, y = project(float(lon), float(lat))
        out.append("\t".join(["village", vid, yupik, english, area, lat, lon,
                              "%.1f" % x, "%.1f" % y]))
    for code, yupik, english, lat, lon in REGIONS:
        x, y = project(lon, lat)
        out.append("\t".join(["region", code, yupik, english, "-", "%.3f" % lat,
                              "%.3f" % lon, "%.1f" % x, "%.1f" % y]))
    for name, x, y in labels:
        out.append("\t".join(["label", name, "-", "-", "-", "-", "-",
                              "%.1f" % x, "%.1f" % y]))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--resolution", default="f", choices="fhil",
                    help="GSHHG resolution (f needs gmt-gshhg-full)")
    ap.add_argument("--out-dir", default=os.path.join(REPO, "assets", "pitengnaqsaraq"))
    args = ap.parse_args()
    board = Board(args.resolution)
    # a village drawn in the sea would mean a wrong coordinate in places.tsv
    for row in read_tsv(os.path.join(HERE, "places.tsv")):
        if not point_in_rings(project(float(row[5]), float(row[4])), board.land):
            sys.exit("gen_map: village %s lies in the sea on this map; check places.tsv" % row[0])
    os.makedirs(args.out_dir, exist_ok=True)
    svg = os.path.join(args.out_dir, "map.svg")
    labels = write_svg(board, svg)
    write_places(os.path.join(args.out_dir, "map_places.txt"), labels, args.resolution)
    print("gen_map: %s (%d bytes), %d land rings, %d lakes, %d rivers" % (
        svg, os.path.getsize(svg), len(board.land), len(board.lakes), len(board.rivers)))


if __name__ == "__main__":
    main()

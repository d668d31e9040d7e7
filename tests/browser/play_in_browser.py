#!/usr/bin/python3
"""Delve in a real browser: Debian's chromium, headless, driven by Selenium.

Starts `delve serve` on a free port with a fresh data folder, then, as a
player would: makes an account, plays keys on the canvas, reloads the page
and finds the same turn, and watches the game from a second browser, which
must show the same cells. Then stops the server with SIGTERM (it must end
cleanly, with the run in its database), starts it again, and finds the
same turn once more. On the way it checks that the page looks like the
window: box lines that meet, a margin around the canvas, the whole floor
where there is room for it, the seed on one line, and a watcher told whose
game it watches, its canvas never cut. Usage: play_in_browser.py
DELVE_BINARY [SCREENSHOT]
"""
import json
import os
import re
import sqlite3
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as shown
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 20  # seconds for anything to appear


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                 "--window-size=1280,800", "--disable-gpu"):
        options.add_argument(flag)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def games(base):
    with urllib.request.urlopen(base + "/api/games", timeout=5) as answer:
        return json.load(answer)


def wait_for(what, test, seconds=WAIT):
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        value = test()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("waited %d s for %s" % (seconds, what))


def screen_text(driver):
    return driver.execute_script("return window.delveScreenText ? window.delveScreenText() : ''")


# The least margin between the canvas and the window's edges, in pixels.
LEAST_MARGIN = 8
# The grid that shows the whole 80x40 floor beside the panel and above
# the log (ui/views/layout.h).
WHOLE_FLOOR_COLUMNS = 100
WHOLE_FLOOR_ROWS = 45
# The least height of a row of legible letters, the window's smallest.
LEGIBLE_ROW = 11
# How far a pixel's colour must be from the cell's background to be ink.
INK = 60

VERTICAL_ARMS_DOWN = "│┌┐├┤┬┼"
VERTICAL_ARMS_UP = "│└┘├┤┴┼"
HORIZONTAL_ARMS_RIGHT = "─┌└├┬┴┼"
HORIZONTAL_ARMS_LEFT = "─┐┘┤┬┴┼"


def grid(driver):
    """The screen's columns and rows."""
    lines = screen_text(driver).split("\n")
    return len(lines[0]), len(lines)


def canvas_box(driver):
    """The canvas's place in the window, its pixels and the window's size."""
    return driver.execute_script(
        "const c = document.getElementById('screen');"
        "const box = c.getBoundingClientRect();"
        "return {left: box.left, top: box.top, right: box.right, bottom: box.bottom,"
        " width: c.width, height: c.height,"
        " windowWidth: innerWidth, windowHeight: innerHeight};")


def canvas_pixels(driver, left, top, width, height):
    """Rows of (r, g, b) from the canvas, as the page drew them."""
    data = driver.execute_script(
        "return Array.from(document.getElementById('screen').getContext('2d')"
        ".getImageData(arguments[0], arguments[1], arguments[2], arguments[3]).data);",
        left, top, width, height)
    return [[tuple(data[(y * width + x) * 4:(y * width + x) * 4 + 3]) for x in range(width)]
            for y in range(height)]


def is_ink(pixel, background):
    return sum(abs(a - b) for a, b in zip(pixel, background)) > INK


def find_join(lines, first_arms, second_arms, down):
    """A cell whose line reaches its neighbour below (or right), and that
    neighbour's line reaching back: where the lines of a frame meet."""
    for y, line in enumerate(lines):
        for x, glyph in enumerate(line):
            if glyph not in first_arms:
                continue
            nx, ny = (x, y + 1) if down else (x + 1, y)
            if ny < len(lines) and nx < len(lines[ny]) and lines[ny][nx] in second_arms:
                return x, y
    return None


def check_box_lines_meet(driver):
    """Where two box lines meet, across rows and across columns, every
    pixel along the line between the cells' middles is ink: the lines are
    drawn whole to the cells' edges, as the window draws them."""
    lines = screen_text(driver).split("\n")
    box = canvas_box(driver)
    cell_width = box["width"] // len(lines[0])
    cell_height = box["height"] // len(lines)
    down = find_join(lines, VERTICAL_ARMS_DOWN, VERTICAL_ARMS_UP, True)
    across = find_join(lines, HORIZONTAL_ARMS_RIGHT, HORIZONTAL_ARMS_LEFT, False)
    assert down and across, "no box lines meet on this screen:\n" + "\n".join(lines)
    x, y = down
    rows = canvas_pixels(driver, x * cell_width, y * cell_height + cell_height // 2,
                         cell_width, cell_height)
    gaps = [i for i, row in enumerate(rows) if not any(is_ink(p, row[0]) for p in row)]
    assert not gaps, "the vertical line at cell %s has gaps at pixel rows %s" % (down, gaps)
    x, y = across
    rows = canvas_pixels(driver, x * cell_width + cell_width // 2, y * cell_height,
                         cell_width, cell_height)
    gaps = [i for i in range(cell_width)
            if not any(is_ink(row[i], rows[0][i]) for row in rows)]
    assert not gaps, "the horizontal line at cell %s has gaps at pixel columns %s" % (across, gaps)


def check_canvas_has_a_margin(driver):
    box = canvas_box(driver)
    margins = (box["left"], box["top"], box["windowWidth"] - box["right"],
               box["windowHeight"] - box["bottom"])
    assert min(margins) >= LEAST_MARGIN, (
        "the canvas's margins (left, top, right, bottom) are %s pixels" % (margins,))


def check_whole_floor_shown(driver):
    """With room for the floor's rows in legible letters, the page asks the
    game for them: the map is never cut while the window could hold it."""
    columns, rows = grid(driver)
    box = canvas_box(driver)
    room = box["windowHeight"] - 2 * LEAST_MARGIN
    assert room < WHOLE_FLOOR_ROWS * LEGIBLE_ROW or rows >= WHOLE_FLOOR_ROWS, (
        "%d rows in a window %d pixels high" % (rows, box["windowHeight"]))
    assert columns >= WHOLE_FLOOR_COLUMNS, "%d columns" % columns
    assert box["height"] // rows >= LEGIBLE_ROW, box


def check_seed_on_one_line(driver):
    """The side panel's seed, all its digits beside the word, none below."""
    lines = screen_text(driver).split("\n")
    for y, line in enumerate(lines):
        found = re.search(r"Seed( |$)", line)
        if not found:
            continue
        assert re.match(r"Seed \d+…? *$", line[found.start():]), (
            "the seed is cut from its line:\n" + "\n".join(lines[y:y + 3]))
        below = lines[y + 1][found.start():] if y + 1 < len(lines) else ""
        assert not below[:1].isdigit(), (
            "the seed wraps over lines:\n" + "\n".join(lines[y:y + 3]))
        return
    raise AssertionError("no seed in the side panel:\n" + "\n".join(lines))


def canvas_fits_window(driver):
    box = canvas_box(driver)
    return (box["left"] >= 0 and box["top"] >= 0 and box["right"] <= box["windowWidth"]
            and box["bottom"] <= box["windowHeight"])


def watched_heading(driver):
    return driver.execute_script(
        "const h = document.getElementById('watching');"
        "return h && !h.hidden && h.offsetHeight > 0 ? h.textContent : '';")


def press(driver, keys):
    canvas = driver.find_element(By.ID, "screen")
    for key in keys:
        canvas.send_keys(key)
        time.sleep(0.05)


def main():
    binary = sys.argv[1]
    screenshot = sys.argv[2] if len(sys.argv) > 2 else None
    data = tempfile.mkdtemp(prefix="delve-browser-")
    port = free_port()
    base = "http://127.0.0.1:%d" % port
    server = start_server(binary, port, data)
    player = watcher = None
    try:
        wait_for("the server", lambda: _answers(base))
        player = browser()
        player.get(base + "/")
        WebDriverWait(player, WAIT).until(shown.visibility_of_element_located((By.ID, "name")))
        player.find_element(By.ID, "name").send_keys("ada")
        player.find_element(By.ID, "password").send_keys("correct horse")
        player.find_element(By.ID, "register").click()
        WebDriverWait(player, WAIT).until(shown.visibility_of_element_located((By.ID, "play")))
        player.find_element(By.ID, "play").click()
        wait_for("the first screen", lambda: screen_text(player).strip())
        check_box_lines_meet(player)
        check_canvas_has_a_margin(player)
        # The start screens' first offers (the Dungeon, a fighter, the
        # class's name), then five searches: five turns.
        press(player, [Keys.ENTER] * 3)
        wait_for("the game to begin", lambda: games(base) and games(base)[0]["class"])
        press(player, ["s"] * 5)
        turn = wait_for("five turns", lambda: games(base)[0]["turn"] >= 5 and games(base)[0]["turn"])
        before = screen_text(player)
        assert "@" in before, before
        check_whole_floor_shown(player)
        check_seed_on_one_line(player)
        # A window too narrow, at the usual letters, for the panel to hold
        # the seed: the page picks letters that keep it on one line.
        first_grid = grid(player)
        player.set_window_size(1000, 700)
        wait_for("the screen at the new size",
                 lambda: grid(player) != first_grid and "@" in screen_text(player)
                 and canvas_fits_window(player))
        check_canvas_has_a_margin(player)
        check_whole_floor_shown(player)
        check_seed_on_one_line(player)
        player.set_window_size(1280, 800)
        wait_for("the screen at the first size",
                 lambda: grid(player) == first_grid and "@" in screen_text(player))

        player.refresh()
        WebDriverWait(player, WAIT).until(shown.element_to_be_clickable((By.ID, "play")))
        player.find_element(By.ID, "play").click()
        wait_for("the screen after reloading", lambda: "@" in screen_text(player))
        assert games(base)[0]["turn"] == turn, (games(base), turn)

        watcher = browser()
        watcher.get(base + "/")
        row = WebDriverWait(watcher, WAIT).until(
            shown.element_to_be_clickable((By.CSS_SELECTOR, "#games tbody tr")))
        row.click()
        wait_for("the watcher to see the player's cells",
                 lambda: screen_text(watcher) == screen_text(player) and screen_text(player))
        wait_for("the watcher to be told whose game it is",
                 lambda: "Watching ada" in watched_heading(watcher))
        check_canvas_has_a_margin(watcher)
        # A smaller window shows the player's whole grid in smaller letters.
        watcher.set_window_size(900, 600)
        wait_for("the watcher's canvas to fit its smaller window",
                 lambda: canvas_fits_window(watcher))
        check_canvas_has_a_margin(watcher)
        press(player, ["s"])
        wait_for("the watcher to see the next turn",
                 lambda: games(base)[0]["turn"] == turn + 1
                 and screen_text(watcher) == screen_text(player))
        if screenshot:
            player.save_screenshot(screenshot)

        stop_server(server)
        with sqlite3.connect(os.path.join(data, "delve.sqlite")) as database:
            saved = database.execute("SELECT runs.save IS NOT NULL FROM runs JOIN accounts "
                                     "ON accounts.id = runs.account WHERE accounts.name = 'ada'"
                                     ).fetchone()
        assert saved == (1,), "no save of ada's run after SIGTERM: %r" % (saved,)
        server = start_server(binary, port, data)
        wait_for("the server again", lambda: _answers(base))
        player.refresh()
        WebDriverWait(player, WAIT).until(shown.element_to_be_clickable((By.ID, "play")))
        player.find_element(By.ID, "play").click()
        wait_for("the screen after the restart", lambda: "@" in screen_text(player))
        assert games(base)[0]["turn"] == turn + 1, (games(base), turn + 1)
        print("browser test: registered, played to turn %d, reloaded, watched, "
              "restarted the server: passed" % (turn + 1))
    finally:
        for driver in (player, watcher):
            if driver is not None:
                driver.quit()
        try:
            stop_server(server)
        finally:
            shutil.rmtree(data, ignore_errors=True)


def start_server(binary, port, data):
    return subprocess.Popen([binary, "serve", "--port", str(port), "--data", data],
                            stderr=subprocess.PIPE, text=True)


def stop_server(server):
    """SIGTERM, as a service manager stops it: it must save and end with 0."""
    if server.returncode is not None:
        return
    server.terminate()
    try:
        _, errors = server.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        server.kill()
        _, errors = server.communicate()
    if server.returncode != 0:
        sys.stderr.write(errors)
        raise AssertionError("delve serve ended with %s after SIGTERM" % server.returncode)


def _answers(base):
    try:
        with urllib.request.urlopen(base + "/api/games", timeout=1):
            return True
    except OSError:
        return False


if __name__ == "__main__":
    main()

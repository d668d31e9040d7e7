#!/usr/bin/python3
"""Delve in a real browser: Debian's chromium, headless, driven by Selenium.

Starts `delve serve` on a free port with a fresh data folder, then, as a
player would: makes an account, plays keys on the canvas, reloads the page
and finds the same turn, and watches the game from a second browser, which
must show the same cells. Then stops the server with SIGTERM (it must end
cleanly, with the run in its database), starts it again, and finds the
same turn once more. Usage: play_in_browser.py DELVE_BINARY [SCREENSHOT]
"""
import json
import os
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
        # The start screens' first offers (the Dungeon, a fighter, the
        # class's name), then five searches: five turns.
        press(player, [Keys.ENTER] * 3)
        wait_for("the game to begin", lambda: games(base) and games(base)[0]["class"])
        press(player, ["s"] * 5)
        turn = wait_for("five turns", lambda: games(base)[0]["turn"] >= 5 and games(base)[0]["turn"])
        before = screen_text(player)
        assert "@" in before, before

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

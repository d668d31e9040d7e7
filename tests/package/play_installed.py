#!/usr/bin/python3
"""The Debian package as a player gets it, played from where it is installed.

Unpacks the package (dpkg -x) into a root of its own, then hides the source
tree, and the build folders in it, under an empty folder in a mount
namespace of this process alone, so that the installed binary can only find
the data, the page and the catalogs the package put beside it. Then, as a
player would: asks for the help, plays headless in English and in German
and in the Mine, opens the window (SDL's dummy driver) and quits it with a
signal, and starts `delve serve` on the installed page and fetches it over
HTTP. Usage: play_installed.py DEB
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2]
HIDDEN = "--source-hidden"
WAIT = 20  # seconds for the game or the server to answer


def say(line):
    print("play_installed: " + line, flush=True)


def fail(line):
    say("FAILED: " + line)
    sys.exit(1)


def hide_source_and_go_on(root, work):
    """Runs a copy of this script in a mount namespace of its own, with the
    source tree hidden there; where no namespace can be made, says so and
    goes on with the source tree in reach (the check is then weaker, not
    skipped)."""
    script = work / "play_installed.py"
    shutil.copy(__file__, script)
    as_root = [] if os.geteuid() == 0 else ["--map-root-user"]
    probe = subprocess.run(["unshare", "--mount", *as_root, "true"],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        say("cannot hide the source tree (%s): the installed binary could fall back on it"
            % probe.stderr.strip())
        return play(root)
    return subprocess.run(["unshare", "--mount", "--propagation", "private", *as_root, "--",
                           sys.executable, str(script), HIDDEN, str(SOURCE),
                           str(root)]).returncode


def clean_environment(home):
    """A player's environment: no variable of Delve's, no XDG folders, a
    home of its own, English unless asked."""
    keep = {name: value for name, value in os.environ.items()
            if not name.startswith(("DELVE_", "XDG_", "LC_", "SDL_"))
            and name not in ("LANGUAGE", "LANG", "HOME", "DISPLAY", "WAYLAND_DISPLAY")}
    keep.update({"HOME": str(home), "LANG": "C.UTF-8", "SDL_AUDIODRIVER": "dummy"})
    return keep


def run(binary, args, environment):
    return subprocess.run([str(binary), *args], env=environment, capture_output=True,
                          text=True, timeout=WAIT * 3, stdin=subprocess.DEVNULL)


def check_help(binary, environment):
    result = run(binary, ["--help"], environment)
    if result.returncode != 0 or "usage: delve" not in result.stdout:
        fail("delve --help: %d %s" % (result.returncode, result.stderr))
    say("delve --help: ok")


def check_headless(binary, environment):
    result = run(binary, ["--headless", "--seed", "42", "--class", "fighter", "--keys", "ooo",
                          "--dump"], environment)
    if result.returncode != 0:
        fail("headless: %s" % result.stderr)
    state = json.loads(result.stdout)
    if state["turn"] < 10 or state["explored"] < 20 or state["language"] != "en":
        fail("headless: explored %d cells in %d turns, in %s"
             % (state["explored"], state["turn"], state["language"]))
    say("headless: the fighter explored %d cells in %d turns" % (state["explored"], state["turn"]))

    german = run(binary, ["--headless", "--seed", "42", "--class", "fighter", "--keys", "ooo",
                          "--lang", "de"], environment)
    if german.returncode != 0 or "Zug " not in german.stdout or german.stderr:
        fail("headless in German: %s%s" % (german.stdout, german.stderr))
    say("headless in German: the installed catalog is read")

    mine = run(binary, ["--headless", "--seed", "2", "--adventure", "mine", "--class", "rogue",
                        "--keys", "oo", "--dump"], environment)
    if mine.returncode != 0 or json.loads(mine.stdout)["turn"] < 1:
        fail("the Mine: %s" % mine.stderr)
    say("headless in the Mine: its hand-made levels are read")


def check_window(binary, environment, home):
    """The window opens (SDL's dummy driver), draws the run and waits for a
    key; SIGTERM then saves the run, as closing the window does."""
    game_end, test_end = socket.socketpair()
    window = dict(environment, SDL_VIDEODRIVER="dummy", DELVE_WAITING_FD=str(game_end.fileno()))
    game = subprocess.Popen([str(binary), "--window", "--no-sound", "--seed", "5", "--class",
                             "rogue"], env=window, pass_fds=[game_end.fileno()],
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    game_end.close()
    test_end.settimeout(WAIT)
    try:
        said = test_end.recv(64).decode()
    except socket.timeout:
        said = ""
    if not said.startswith("waiting"):
        game.kill()
        fail("the window never waited for a key: %s" % game.communicate()[1])
    game.send_signal(signal.SIGTERM)
    _, errors = game.communicate(timeout=WAIT)
    save = home / ".local" / "share" / "delve" / "save.txt"
    if game.returncode != -signal.SIGTERM or not save.exists():
        fail("the window ended with %d, save %s: %s" % (game.returncode, save.exists(), errors))
    say("window: opened, drew the run, and saved it on SIGTERM")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fetch(url):
    with urllib.request.urlopen(url, timeout=WAIT) as answer:
        return answer.status, answer.read()


def check_serve(binary, environment, root, work):
    """`delve serve` serves the installed page, and keeps its data where
    --data says."""
    port = free_port()
    data = work / "server"
    server = subprocess.Popen([str(binary), "serve", "--port", str(port), "--data", str(data)],
                              env=environment, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        # It says where it listens once it does.
        said = ""
        while "http://" not in said:
            line = server.stderr.readline()
            if not line:
                fail("delve serve ended saying: %s" % said)
            said += line
        if "http://127.0.0.1:%d/" % port not in said:
            fail("delve serve said: %s" % said)
        base = "http://127.0.0.1:%d" % port
        installed = root / "usr" / "share" / "games" / "delve" / "web"
        status, page = fetch(base + "/")
        if status != 200 or page != (installed / "index.html").read_bytes():
            fail("GET / answered %d, not the installed index.html" % status)
        status, script = fetch(base + "/delve.js")
        if status != 200 or script != (installed / "delve.js").read_bytes():
            fail("GET /delve.js answered %d, not the installed delve.js" % status)
        status, games = fetch(base + "/api/games")
        if status != 200:
            fail("GET /api/games answered %d" % status)
        json.loads(games)
    finally:
        server.send_signal(signal.SIGTERM)
        _, errors = server.communicate(timeout=WAIT)
    if server.returncode != 0 or not (data / "delve.sqlite").exists():
        fail("delve serve ended with %d: %s" % (server.returncode, errors))
    say("serve: the installed page was served on port %d, and the server stopped cleanly" % port)


def play(root):
    binary = root / "usr" / "games" / "delve"
    with tempfile.TemporaryDirectory(prefix="delve-player-") as folder:
        work = Path(folder)
        home = work / "home"
        home.mkdir()
        environment = clean_environment(home)
        check_help(binary, environment)
        check_headless(binary, environment)
        check_window(binary, environment, home)
        check_serve(binary, environment, root, work)
    return 0


def main():
    if len(sys.argv) == 4 and sys.argv[1] == HIDDEN:
        source, root = Path(sys.argv[2]), Path(sys.argv[3])
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m,mode=0555", "hidden",
                        str(source)], check=True)
        say("the source tree %s is hidden" % source)
        return play(root)
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    deb = Path(sys.argv[1]).resolve()
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="delve-installed-") as folder:
        work = Path(folder)
        root = work / "root"
        subprocess.run(["dpkg-deb", "--extract", str(deb), str(root)], check=True)
        say("unpacked %s into %s" % (deb.name, root))
        status = hide_source_and_go_on(root, work)
    if status == 0:
        say("every check passed in %.1f s" % (time.monotonic() - started))
    return status


if __name__ == "__main__":
    sys.exit(main())

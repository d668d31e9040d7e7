// Delve in a browser: the lobby, logging in, and the game drawn on a canvas
// from the server's messages (docs/web-protocol.md). No build step, nothing
// fetched from elsewhere.
'use strict';

const FONT = 'DelveMono, monospace';
// The least grid every screen is laid out for.
const LEAST_COLUMNS = 80;
// From this many columns the side panel (the columns past the floor's 80,
// less a margin each side: ui/layout.cpp) holds its longest field on one
// line: a 20-digit seed after its word, "Semilla" the longest of them.
const PANEL_COLUMNS = 110;
const LEAST_ROWS = 24;
const MOST_COLUMNS = 320;
const MOST_ROWS = 120;
// The window's rows (frontend/sdl/sdl_options.h): room for the whole 80x40
// floor, the side panel and the log. The page asks for them too whenever
// letters that fit them can still be read.
const WINDOW_ROWS = 46;
// Letters as small as the window's smallest (rows about eleven pixels
// tall); below them the page asks for fewer rows instead.
const LEGIBLE_LETTERS = 9;
const LARGEST_LETTERS = 48;
const SMALLEST_LETTERS = 4;
// Letter sizes are tried in quarter pixels, so the rows fill the height.
const LETTER_STEP = 0.25;
// The size the page starts with, before it knows its room.
const LETTER_PIXELS = 16;

const $ = (id) => document.getElementById(id);

// ---- The lobby ----------------------------------------------------------

async function api(path, body) {
    const init = body === undefined ? {} : {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(body),
    };
    const response = await fetch(path, init);
    let answer = {};
    try {
        answer = await response.json();
    } catch (e) {
        answer = {};
    }
    return {ok: response.ok, status: response.status, answer};
}

function showLoggedIn(name) {
    $('login').hidden = name !== null;
    $('welcome').hidden = name === null;
    $('who').textContent = name || '';
}

async function refreshLobby() {
    const games = await api('/api/games');
    const rows = $('games').querySelector('tbody');
    rows.replaceChildren();
    for (const game of games.ok ? games.answer : []) {
        const row = rows.insertRow();
        for (const value
                 of [game.player, game.class || 'choosing', game.adventure, game.floor || '',
                     game.turn || '', game.idle + ' s', game.watchers]) {
            row.insertCell().textContent = value;
        }
        row.title = 'Watch ' + game.player;
        row.dataset.watch = game.id;
        row.addEventListener('click', () => watch(game.id));
    }
    $('no-games').hidden = rows.rows.length > 0;
    const scores = await api('/api/scores');
    const best = $('scores').querySelector('tbody');
    best.replaceChildren();
    (scores.ok ? scores.answer : []).forEach((run, i) => {
        const row = best.insertRow();
        for (const value
                 of [i + 1, run.player, run.hero, run.class, run.adventure, run.depth, run.level,
                     run.turns, run.outcome, run.date]) {
            row.insertCell().textContent = value;
        }
    });
    $('no-scores').hidden = best.rows.length > 0;
}

async function sendLogin(path) {
    const name = $('name').value;
    const password = $('password').value;
    const result = await api(path, {name, password});
    if (result.ok) {
        $('login-problem').textContent = '';
        $('password').value = '';
        showLoggedIn(result.answer.name);
    } else {
        $('login-problem').textContent =
            result.answer.error || ('The server answered ' + result.status);
    }
}

// ---- The screen ---------------------------------------------------------

// The light box-drawing lines and the sides of its cell each one reaches
// (frontend/sdl/box_lines.h). They are drawn as rectangles, as the window
// draws them, not from the font: the font's lines stop short of a cell's
// top and bottom and leave gaps where the lines of a frame meet.
const LINE_ARMS = {
    '─': 'lr',
    '│': 'ud',
    '┌': 'rd',
    '┐': 'ld',
    '└': 'ru',
    '┘': 'lu',
    '├': 'rud',
    '┤': 'lud',
    '┬': 'lrd',
    '┴': 'lru',
    '┼': 'lrud',
};

// How thick a line is in a cell `height` pixels high: a sixteenth of it,
// at least one pixel, as in the window.
function lineThickness(height) { return Math.max(1, Math.floor(height / 16)); }

// The pixels the canvas may take: the game's element less its padding (the
// margin around the canvas) and, for a watcher, the heading above it.
function room() {
    const game = $('game');
    const style = getComputedStyle(game);
    let width = game.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    let height = game.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const heading = $('watching');
    if (!heading.hidden)
        height -= heading.offsetHeight + (parseFloat(style.rowGap) || 0);
    return {width: Math.max(1, width), height: Math.max(1, height)};
}

class Screen {
    constructor(canvas) {
        this.canvas = canvas;
        this.context = canvas.getContext('2d', {alpha: false});
        this.columns = 0;
        this.rows = 0;
        this.cells = [];  // [glyph, foreground, background] a cell
        this.cursor = null;
        this.letterPixels = LETTER_PIXELS;
        this.measure();
    }

    measure() {
        this.context.font = this.letterPixels + 'px ' + FONT;
        this.cellWidth = Math.ceil(this.context.measureText('M').width);
        this.cellHeight = Math.ceil(this.letterPixels * 1.2);
    }

    fits(columns, rows, space) {
        return columns * this.cellWidth <= space.width && rows * this.cellHeight <= space.height;
    }

    // The grid to ask the game for, laid out as the window lays out its
    // own: the window's rows and columns enough for the side panel's
    // fields, in the largest letters that fit them, and as many columns as
    // fit across. Where those letters would be too small to read, the least
    // legible letters and as many rows as they fit.
    fitWindow() {
        const space = room();
        let rows = LEAST_ROWS;
        for (this.letterPixels = LARGEST_LETTERS; this.letterPixels > SMALLEST_LETTERS;
             this.letterPixels -= LETTER_STEP) {
            this.measure();
            if (this.fits(PANEL_COLUMNS, WINDOW_ROWS, space)) {
                rows = WINDOW_ROWS;
                break;
            }
            if (this.letterPixels <= LEGIBLE_LETTERS &&
                this.fits(LEAST_COLUMNS, LEAST_ROWS, space)) {
                rows = Math.floor(space.height / this.cellHeight);
                break;
            }
        }
        this.measure();
        return {
            columns: Math.min(
                MOST_COLUMNS, Math.max(LEAST_COLUMNS, Math.floor(space.width / this.cellWidth))),
            rows: Math.min(MOST_ROWS, Math.max(LEAST_ROWS, rows)),
        };
    }

    // The largest letters that show a grid whole in the room there is: the
    // player's at the size it asked for, a watcher's at the player's size.
    fitGrid(columns, rows) {
        const space = room();
        for (this.letterPixels = LARGEST_LETTERS; this.letterPixels > SMALLEST_LETTERS;
             this.letterPixels -= LETTER_STEP) {
            this.measure();
            if (this.fits(columns, rows, space))
                return;
        }
        this.measure();
    }

    // A new grid, blank until the cells come.
    resize(columns, rows) {
        this.columns = columns;
        this.rows = rows;
        this.cells = new Array(columns * rows).fill(null).map(() => [' ', 0xbebebe, 0]);
        this.layOut();
    }

    // The same cells fitted again to the room (the window's size changed).
    refit() {
        this.fitGrid(this.columns, this.rows);
        this.layOut();
        this.drawAll();
    }

    layOut() {
        this.canvas.width = this.columns * this.cellWidth;
        this.canvas.height = this.rows * this.cellHeight;
        this.context.font = this.letterPixels + 'px ' + FONT;
        this.context.textBaseline = 'middle';
        this.context.textAlign = 'center';
    }

    drawAll() {
        for (let y = 0; y < this.rows; y++) {
            for (let x = 0; x < this.columns; x++)
                this.draw(x, y);
        }
    }

    apply(message) {
        if (message.type === 'screen') {
            this.fitGrid(message.columns, message.rows);
            this.resize(message.columns, message.rows);
        }
        const dirty = [];
        for (const [x, y, glyphs, foreground, background] of message.spans) {
            let column = x;
            for (const glyph of glyphs) {
                if (column < this.columns && y < this.rows) {
                    this.cells[y * this.columns + column] = [glyph, foreground, background];
                    dirty.push([column, y]);
                }
                column += 1;
            }
        }
        const before = this.cursor;
        this.cursor = message.cursor;
        if (message.type === 'screen') {
            this.drawAll();
            return;
        }
        for (const [x, y] of dirty)
            this.draw(x, y);
        if (before)
            this.draw(before[0], before[1]);
        if (this.cursor)
            this.draw(this.cursor[0], this.cursor[1]);
    }

    draw(x, y) {
        if (x < 0 || y < 0 || x >= this.columns || y >= this.rows)
            return;
        const [glyph, foreground, background] = this.cells[y * this.columns + x];
        const c = this.context;
        const left = x * this.cellWidth;
        const top = y * this.cellHeight;
        c.fillStyle = colour(background);
        c.fillRect(left, top, this.cellWidth, this.cellHeight);
        const arms = LINE_ARMS[glyph];
        if (arms) {
            c.fillStyle = colour(foreground);
            this.drawLine(left, top, arms);
        } else if (glyph !== ' ') {
            c.fillStyle = colour(foreground);
            c.fillText(glyph, left + this.cellWidth / 2, top + this.cellHeight / 2);
        }
        if (this.cursor && this.cursor[0] === x && this.cursor[1] === y) {
            c.strokeStyle = '#ffffff';
            c.lineWidth = 2;
            c.strokeRect(left + 1, top + 1, this.cellWidth - 2, this.cellHeight - 2);
        }
    }

    // The lines cross at the cell's middle; each arm runs from there to its
    // edge, so the lines of neighbouring cells meet with no gap.
    drawLine(left, top, arms) {
        const thick = lineThickness(this.cellHeight);
        const middleX = left + Math.floor((this.cellWidth - thick) / 2);
        const middleY = top + Math.floor((this.cellHeight - thick) / 2);
        const from = arms.includes('l') ? left : middleX;
        const to = arms.includes('r') ? left + this.cellWidth : middleX + thick;
        const above = arms.includes('u') ? top : middleY;
        const below = arms.includes('d') ? top + this.cellHeight : middleY + thick;
        if (arms.includes('l') || arms.includes('r'))
            this.context.fillRect(from, middleY, to - from, thick);
        if (arms.includes('u') || arms.includes('d'))
            this.context.fillRect(middleX, above, thick, below - above);
    }

    // The glyphs on screen, a row a line: what a test in a browser compares.
    text() {
        const lines = [];
        for (let y = 0; y < this.rows; y++) {
            lines.push(this.cells.slice(y * this.columns, (y + 1) * this.columns)
                           .map((c) => c[0])
                           .join(''));
        }
        return lines.join('\n');
    }

    cellAt(event) {
        const box = this.canvas.getBoundingClientRect();
        const x = Math.floor(
            (event.clientX - box.left) * (this.canvas.width / box.width) / this.cellWidth);
        const y = Math.floor(
            (event.clientY - box.top) * (this.canvas.height / box.height) / this.cellHeight);
        if (x < 0 || y < 0 || x >= this.columns || y >= this.rows)
            return null;
        return [x, y];
    }
}

function colour(rgb) { return '#' + rgb.toString(16).padStart(6, '0'); }

// ---- Keys ---------------------------------------------------------------

const NAMED_KEYS = {
    ArrowUp: 'Up',
    ArrowDown: 'Down',
    ArrowLeft: 'Left',
    ArrowRight: 'Right',
    Home: 'Home',
    End: 'End',
    PageUp: 'PageUp',
    PageDown: 'PageDown',
    Enter: 'Enter',
    Escape: 'Esc',
    Tab: 'Tab',
    Backspace: 'BS',
    Delete: 'Del',
    F1: 'F1',
    F2: 'F2',
    F3: 'F3',
    F4: 'F4',
    F5: 'F5',
    F6: 'F6',
    F7: 'F7',
    F8: 'F8',
    F9: 'F9',
    F10: 'F10',
    F11: 'F11',
    F12: 'F12',
};

// The key as the game's key strings spell it (`j`, `<Up>`, `<C-p>`,
// `<KP5>`), or null for a key it has no use for (a modifier alone).
function keyToken(event) {
    const prefix = (event.ctrlKey ? 'C-' : '') + (event.altKey ? 'A-' : '');
    const numpad = /^Numpad([1-9])$/.exec(event.code);
    if (numpad && prefix === '')
        return '<KP' + numpad[1] + '>';
    const named = NAMED_KEYS[event.key];
    if (named)
        return '<' + prefix + named + '>';
    if (event.key === ' ')
        return '<' + prefix + 'Space>';
    if ([...event.key].length !== 1)
        return null;
    if (prefix === '' && event.key !== '<')
        return event.key;
    return '<' + prefix + (event.key === '<' ? 'lt' : event.key) + '>';
}

// ---- Playing and watching ----------------------------------------------

let socket = null;
let screen = null;

function socketAddress(query) {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    return scheme + '//' + location.host + '/socket?' + query;
}

const LAST_WORDS = {
    taken: 'This game was taken over by another tab.',
    left: 'Your run is saved.',
    stopping: 'The server is stopping; your run is saved.',
    gone: 'That game has ended.',
    full: 'The server has as many games as it can hold; try again soon.',
};

// The same words as a watcher reads them: the run is not the watcher's.
const WATCHERS_LAST_WORDS = {
    left: 'The player has left or gone quiet; there is nothing more to watch.',
    stopping: 'The server is stopping.',
    full: 'As many are watching as the server allows, from here or in all; try again soon.',
};

function showNotice(text) {
    $('notice-text').textContent = text;
    $('notice').hidden = false;
}

// The game in place of the lobby: a watcher's with the heading that says
// whose game it is, so the room for the canvas is known before it is drawn.
function showGame(watching) {
    $('lobby').hidden = true;
    $('game').hidden = false;
    $('notice').hidden = true;
    $('watching').hidden = !watching;
    $('watched').textContent = '';
    screen.watching = watching;
}

function open(query) {
    socket = new WebSocket(socketAddress(query));
    let lastWord = null;
    socket.addEventListener('message', (event) => {
        const message = JSON.parse(event.data);
        if (message.type === 'screen' || message.type === 'cells') {
            screen.apply(message);
        } else if (message.type === 'watching') {
            $('watched').textContent = message.player;
        } else if (message.type in LAST_WORDS) {
            const words = screen.watching ? WATCHERS_LAST_WORDS : {};
            lastWord = words[message.type] || LAST_WORDS[message.type];
        } else if (message.type === 'error') {
            lastWord = 'The game could not go on: ' + message.why;
        } else if (message.type === 'refused') {
            console.warn('the server refused a message:', message.why);
        }
    });
    socket.addEventListener('close', () => {
        showNotice(lastWord || 'The connection was lost. Reload the page to go on where you were.');
    });
    $('screen').focus();
}

function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN && !screen.watching) {
        socket.send(JSON.stringify(message));
    }
}

function play() {
    showGame(false);
    const size = screen.fitWindow();
    open('columns=' + size.columns + '&rows=' + size.rows);
}

function watch(id) {
    showGame(true);
    open('watch=' + encodeURIComponent(id));
}

function backToLobby() {
    if (socket)
        socket.close();
    socket = null;
    $('game').hidden = true;
    $('lobby').hidden = false;
    history.replaceState(null, '', '/');
    refreshLobby();
}

function startGameInput() {
    const canvas = $('screen');
    canvas.addEventListener('keydown', (event) => {
        // A watcher's keys play nothing; Esc takes them back to the lobby.
        if (screen.watching) {
            if (event.key === 'Escape')
                backToLobby();
            return;
        }
        const token = keyToken(event);
        if (token === null)
            return;
        event.preventDefault();
        send({type: 'key', key: token});
    });
    let hovered = null;
    canvas.addEventListener('mousemove', (event) => {
        const cell = screen.cellAt(event);
        const key = cell ? cell.join(',') : null;
        if (key === hovered)
            return;
        hovered = key;
        send(
            cell ? {type: 'hover', column: cell[0], row: cell[1]} :
                   {type: 'hover', column: -1, row: -1});
    });
    canvas.addEventListener('mouseleave', () => {
        hovered = null;
        send({type: 'hover', column: -1, row: -1});
    });
    canvas.addEventListener('click', (event) => {
        canvas.focus();
        const cell = screen.cellAt(event);
        if (cell)
            send({type: 'click', column: cell[0], row: cell[1]});
    });
    // The cells there are are fitted to the new room at once; a player's
    // page then asks for the grid the room now holds.
    window.addEventListener('resize', () => {
        if (!socket)
            return;
        const size = screen.watching ? null : screen.fitWindow();
        screen.refit();
        if (size && (size.columns !== screen.columns || size.rows !== screen.rows))
            send({type: 'size', columns: size.columns, rows: size.rows});
    });
}

async function start() {
    try {
        await document.fonts.load(LETTER_PIXELS + 'px DelveMono');
    } catch (e) { /* monospace */
    }
    screen = new Screen($('screen'));
    window.delveScreenText = () => screen.text();
    startGameInput();
    $('login-form').addEventListener('submit', (event) => {
        event.preventDefault();
        sendLogin('/api/login');
    });
    $('register').addEventListener('click', () => sendLogin('/api/register'));
    $('log-out').addEventListener('click', async () => {
        await api('/api/logout', {});
        showLoggedIn(null);
    });
    $('play').addEventListener('click', play);
    $('back').addEventListener('click', backToLobby);
    const me = await api('/api/me');
    showLoggedIn(me.ok ? me.answer.name : null);
    await refreshLobby();
    setInterval(() => {
        if (!$('lobby').hidden)
            refreshLobby();
    }, 5000);
}

start();

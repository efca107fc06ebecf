// <nim-lab>: Nim Lab in any page. No imports or exports, so <script src> and <script type=module src>
// both load it. Each element frames the app with embed=1 and its attributes, and talks to it with
// the messages documented in the README ("Embedding").
(() => {
  "use strict";
  if (!window.customElements || customElements.get("nim-lab")) return;

  // The link's own parameters, by their link names.
  const LINK = ["variant", "heaps", "heap", "steps", "ring", "parts", "coins", "heads", "edges", "at",
    "blocks", "forbid", "k", "last", "turn", "pass", "mode",
    "hints", "strength", "first", "view", "labels", "rule", "set", "max", "quiz", "level",
    "controls", "panel", "lang"];
  // Changing one of these opens another page in the frame; the others are sent as a command.
  const RELOAD = ["src", "lang"];
  const EVENTS = ["move", "gameover", "quizanswer", "quizdone", "error"];
  // Switches an author may write bare, as HTML's own: <nim-lab hints>.
  const SWITCHES = ["hints", "labels"];
  const VERSION = 1;

  // The app's folder: the one this script came from (a module script has no currentScript).
  const script = document.currentScript ||
    [...document.scripts].reverse().find((s) => /(^|\/)nim-lab\.js([?#]|$)/.test(s.src));
  const HOME = new URL("./", script ? script.src : location.href).href;

  class NimLab extends HTMLElement {
    static get observedAttributes() {
      return LINK.concat("src");
    }

    constructor() {
      super();
      this._queue = [];
      this._pending = new Map();
      this._ids = 0;
      this._state = null;
      this._frame = null;
      this.ready = new Promise((resolve) => (this._resolveReady = resolve));
      this._onMessage = (event) => this._receive(event);
    }

    connectedCallback() {
      if (!this.shadowRoot) {
        // The shadow root hides the author's fallback text (the element's children) once this runs.
        this.attachShadow({ mode: "open" }).innerHTML =
          "<style>:host{display:block}iframe{display:block;width:100%;height:480px;border:0}</style>";
      }
      addEventListener("message", this._onMessage);
      if (this._frame) return;
      if (!("IntersectionObserver" in window)) return this._load();
      this._near = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) this._load();
      }, { rootMargin: "300px" });
      this._near.observe(this);
    }

    disconnectedCallback() {
      removeEventListener("message", this._onMessage);
      if (this._near) this._near.disconnect();
      this._near = null;
    }

    attributeChangedCallback(name, before, after) {
      if (!this._frame || before === after) return;
      if (RELOAD.includes(name)) return this._load(true);
      // Several attributes set together become one command; hints alone keep the game going.
      const pending = this._changed;
      const changed = pending || (this._changed = new Set());
      changed.add(name);
      if (pending) return;
      queueMicrotask(() => {
        this._changed = null;
        if (changed.size === 1 && changed.has("hints")) {
          this.setHints(!["0", null].includes(this.getAttribute("hints")));
        } else {
          this._send({ command: "setPosition", position: this._link() });
        }
      });
    }

    // The app's address, from the element's src or the script's folder.
    get _app() {
      return new URL(this.getAttribute("src") || HOME, location.href);
    }

    // The attributes as link text, with embed=1.
    _link() {
      const query = new URLSearchParams();
      for (const name of LINK) {
        const value = this.getAttribute(name);
        if (value !== null) query.set(name, value === "" && SWITCHES.includes(name) ? "1" : value);
      }
      query.set("embed", "1");
      return query.toString();
    }

    _load(again) {
      if (this._near) this._near.disconnect();
      this._near = null;
      if (this._frame && !again) return;
      const url = this._app;
      url.search = this._link();
      // The app then takes commands from this page's origin only, and tells its events to it alone.
      if (location.origin !== "null") url.searchParams.set("origin", location.origin);
      const frame = this._frame || document.createElement("iframe");
      frame.title = this.getAttribute("title") || "Nim Lab";
      frame.loading = "eager";
      frame.src = url.href;
      this._live = false;
      if (!this._frame) this.shadowRoot.append(frame);
      this._frame = frame;
    }

    _receive(event) {
      const frame = this._frame;
      const data = event.data;
      if (!frame || event.source !== frame.contentWindow || event.origin !== this._app.origin) return;
      if (!data || data.source !== "nim-lab" || data.version !== VERSION) return;
      const { source, version, type, id, ...fields } = data;
      if (type === "height") {
        frame.style.height = Math.ceil(fields.height) + "px";
      } else if (type === "ready") {
        this._state = fields.state;
        this._live = true;
        this._resolveReady(this);
        for (const message of this._queue.splice(0)) this._post(message);
        this._emit("ready", { state: fields.state });
      } else if (type === "state") {
        this._state = fields.state;
        const waiting = this._pending.get(id);
        if (waiting) waiting.resolve(fields.state);
        this._pending.delete(id);
      } else if (EVENTS.includes(type)) {
        const waiting = this._pending.get(id);
        if (waiting && type === "error") waiting.reject(new Error(fields.message));
        this._pending.delete(id);
        this._emit(type, fields);
      }
    }

    _emit(type, detail) {
      this.dispatchEvent(new CustomEvent("nimlab-" + type, { bubbles: true, detail }));
    }

    _post(message) {
      this._frame.contentWindow.postMessage(message, this._app.origin);
    }

    _send(fields) {
      const message = Object.assign({ target: "nim-lab", version: VERSION }, fields);
      if (this._live) this._post(message);
      else this._queue.push(message);
    }

    _ask(fields) {
      const id = ++this._ids;
      return new Promise((resolve, reject) => {
        this._pending.set(id, { resolve, reject });
        this._send(Object.assign({ id }, fields));
      });
    }

    get position() {
      return this._state ? this._state.position : this._link();
    }

    set position(text) {
      this._send({ command: "setPosition", position: String(text) });
    }

    newGame() { this._send({ command: "newGame" }); }
    undo() { this._send({ command: "undo" }); }
    redo() { this._send({ command: "redo" }); }
    setHints(on) { this._send({ command: "setHints", on: Boolean(on) }); }
    getState() { return this._ask({ command: "getState" }); }
    setState(state) { this._send({ command: "setState", state }); }
  }

  customElements.define("nim-lab", NimLab);
})();

// kotoba's chat page: posts a message, reads the turn's frames as server-sent events, and draws each one
// the moment it arrives. Plain DOM and textContent only: nothing the model or a web page wrote is ever
// parsed as HTML, and only http(s) links become clickable.
"use strict";

(() => {
  const form = document.getElementById("ask");
  const input = document.getElementById("message");
  const sendButton = document.getElementById("send");
  const log = document.getElementById("conversation");
  const about = document.getElementById("about");
  let conversation = null;

  // Who answers, and — before anything is typed — what would stop every turn (a missing API key).
  fetch("/api/info")
    .then((r) => (r.ok ? r.json() : null))
    .then((info) => {
      if (!info) return;
      about.textContent = `${info.provider} · ${info.model || "no model"} · ${info.mode} mode`;
      if (info.problem) {
        const box = el("p", "error setup", `kotoba cannot answer yet: ${info.problem}. ` +
          "Fix that where you run kotoba serve, then restart it.");
        box.setAttribute("role", "alert");
        log.before(box);
      }
    })
    .catch(() => {});

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function hidden(text) {
    return el("span", "visually-hidden", text);
  }

  function safeHref(url) {
    try {
      const parsed = new URL(url);
      return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
    } catch {
      return null;
    }
  }

  function nearBottom() {
    return window.innerHeight + window.scrollY >= document.body.scrollHeight - 120;
  }

  // One turn on screen: the question, then what happened in the order it happened — text the model said,
  // each step's row, notes — then the sources. A call's voice line ("Opening …") is what its row says
  // while it runs, not a line of its own, so each step is shown once. The text after the last step is
  // the answer; text said before a step ("Let me read that page.") stays above that step's row.
  class TurnView {
    constructor(message) {
      this.root = el("article", "turn");
      this.root.setAttribute("aria-label", "Turn");
      const you = el("p", "you");
      you.append(hidden("You: "), document.createTextNode(message));
      this.flow = el("div", "flow");
      this.flow.setAttribute("aria-busy", "true");
      this.after = el("div", "after");
      this.rows = new Map();
      this.voices = new Map();
      this.texts = [];
      this.text = null; // the text block being written, if the last thing shown was text
      this.steps = null; // the list of rows being added to, if the last thing shown was a row
      this.finished = false;
      this.root.append(you, this.flow, this.after);
    }

    // Something other than text is shown: the text before it was said on the way, not the answer.
    interrupt() {
      if (this.text) {
        this.text.box.className = "said";
        this.text.box.firstChild.textContent = "Said: ";
      }
      this.text = null;
    }

    write(data) {
      if (!this.text) {
        data = data.replace(/^\n+/, "");
        if (!data) return;
        const box = el("div", "answer");
        box.append(hidden("Answer: "));
        const node = document.createTextNode("");
        box.append(node);
        this.text = { box, node };
        this.texts.push(this.text);
        this.flow.append(box);
        this.steps = null;
      }
      this.text.node.appendData(data);
    }

    row(id, tool) {
      let row = this.rows.get(id);
      if (!row) {
        this.interrupt();
        if (!this.steps) {
          this.steps = el("ol", "steps");
          this.steps.setAttribute("aria-label", "Steps");
          this.flow.append(this.steps);
        }
        row = el("li", "step");
        row.dataset.stepId = id;
        row.dataset.tool = tool || "";
        row.append(el("span", "mark"), el("span", "label"), hidden(""));
        row.firstChild.setAttribute("aria-hidden", "true");
        this.rows.set(id, row);
        this.steps.append(row);
      }
      return row;
    }

    setRow(row, state, label) {
      row.dataset.state = state;
      row.dataset.label = label;
      const voice = state === "working" ? this.voices.get(row.dataset.stepId) : null;
      row.querySelector(".label").textContent = voice || label;
      row.lastChild.textContent = state === "working" ? " (working)" : state === "failed" ? " (failed)" : "";
    }

    narrate(f) {
      const row = f.step ? this.rows.get(f.step) : null;
      if (row) {
        this.voices.set(f.step, f.text);
        if (row.dataset.state === "working") this.setRow(row, "working", row.dataset.label);
        return;
      }
      this.interrupt();
      this.steps = null;
      this.flow.append(el("p", "narration", f.text));
    }

    frame(f) {
      switch (f.type) {
        case "step.open":
          this.setRow(this.row(f.id, f.tool), "working", f.label);
          break;
        case "step.close":
          this.setRow(this.row(f.id), f.ok ? "ok" : "failed", f.label);
          break;
        case "text.delta":
          this.write(f.text);
          break;
        case "narration":
          this.narrate(f);
          break;
        case "note":
          this.note(f.text);
          break;
        case "done":
          this.done(f);
          break;
        case "error":
          this.fail(f.message);
          break;
        default:
          break; // a newer server's frame this page does not know: ignore, keep reading
      }
    }

    // A note is what kotoba told the model (a failed read, the search budget reached). It is shown, so
    // nothing is hidden, but folded: it is written to the model, not to the person reading.
    note(text) {
      this.interrupt();
      this.steps = null;
      const box = el("details", "note");
      box.append(el("summary", null, "What kotoba told the model"), el("p", null, text));
      this.flow.append(box);
    }

    // Once the answer is whole, its http(s) URLs become links (built as nodes, never parsed as HTML).
    linkify(text) {
      const parts = text.node.data.split(/(https?:\/\/[^\s<>"')\]]+)/);
      const nodes = parts.flatMap((part, i) => {
        const [, url, tail] = i % 2 === 1 ? part.match(/^(.*?)([.,;:!?]*)$/) : [null, null, part];
        const href = url ? safeHref(url) : null;
        if (!href) return [document.createTextNode(part)];
        const a = el("a", null, url);
        a.href = href;
        a.rel = "noopener noreferrer";
        a.target = "_blank";
        return [a, document.createTextNode(tail)];
      });
      text.node.remove();
      text.box.append(...nodes);
    }

    done(f) {
      if (!this.texts.length && f.text) this.write(f.text);
      for (const text of this.texts) this.linkify(text);
      const links = (f.sources || []).map((url) => [url, safeHref(url)]).filter(([, href]) => href);
      if (links.length) {
        const nav = el("nav", "sources");
        nav.setAttribute("aria-label", "Sources");
        nav.append(el("h2", null, "Sources"));
        const list = el("ol");
        for (const [url, href] of links) {
          const a = el("a", null, url);
          a.href = href;
          a.rel = "noopener noreferrer";
          a.target = "_blank";
          const item = el("li");
          item.append(a);
          list.append(item);
        }
        nav.append(list);
        this.after.append(nav);
      }
      if (f.searches) {
        this.after.append(el("p", "meta", f.searches === 1 ? "1 web search" : `${f.searches} web searches`));
      }
      this.finish();
    }

    fail(message) {
      const box = el("p", "error", message);
      box.setAttribute("role", "alert");
      this.after.append(box);
      for (const row of this.rows.values()) {
        if (row.dataset.state === "working") this.setRow(row, "failed", row.dataset.label);
      }
      this.finish();
    }

    finish() {
      this.finished = true;
      this.flow.setAttribute("aria-busy", "false");
      this.root.dataset.finished = "true";
    }
  }

  async function readFrames(response, view) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value.replace(/\r\n?/g, "\n");
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).replace(/^ /, ""))
          .join("\n");
        if (!data) continue;
        const follow = nearBottom();
        view.frame(JSON.parse(data));
        if (follow) window.scrollTo(0, document.body.scrollHeight);
      }
    }
  }

  async function ask(message) {
    document.getElementById("empty")?.remove();
    const view = new TurnView(message);
    log.append(view.root);
    window.scrollTo(0, document.body.scrollHeight);
    try {
      const response = await fetch("/api/turn", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ message, conversation }),
      });
      if (!response.ok) {
        const problem = await response.json().catch(() => ({}));
        view.fail(problem.error || `the server answered ${response.status}`);
        return;
      }
      conversation = response.headers.get("X-Kotoba-Conversation") || conversation;
      await readFrames(response, view);
      if (!view.finished) view.fail("the connection closed before the answer finished");
    } catch (err) {
      if (!view.finished) view.fail(`could not reach the kotoba server (${err.message})`);
    }
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const message = input.value.trim();
    if (!message || sendButton.disabled) return;
    input.value = "";
    sendButton.disabled = true;
    form.setAttribute("aria-busy", "true");
    try {
      await ask(message);
    } finally {
      sendButton.disabled = false;
      form.setAttribute("aria-busy", "false");
      input.focus();
    }
  });

  input.addEventListener("keydown", (event) => {
    // isComposing: Enter that confirms an IME conversion (Japanese, Chinese…) must not send.
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });

  input.focus();
})();

// coldocs: the guide's small script. Everything works without it: diagrams
// play, links and frames tables are plain HTML, the sidebar stays unfolded.
// With it, readers get play/pause, frame steps and scrubbing, labels sized
// to stay legible at any diagram's scale, a figure's actual size on demand,
// heading anchors, copy buttons, arrow-key navigation, linked
// highlighting, a remembered theme, the sidebar's menu button on phones,
// and search.
(function () {
  "use strict";
  var doc = document;
  // Marks the page as scripted. head.mustache does it before the page is
  // drawn, so that the menu is folded from the start; a guide's own older
  // head.mustache may not.
  doc.documentElement.classList.add("cd-js");

  // The script's words. Pages set window.coldocsStrings from the guide's
  // strings table (strings/<lang>.yml, see head.mustache); a word it does
  // not give stays English. No other line of this file holds a word a
  // reader sees.
  var strings = (function (given) {
    var words = {
      playerPlay: "Play",
      playerPause: "Pause",
      headingLinkLabel: "Link to this section",
      codeCopy: "Copy",
      codeCopied: "Copied",
      codeAppOnly: "App code only",
      searchNoResults: "No results",
      diagramZoomIn: "Actual size",
      diagramZoomOut: "Fit to page"
    };
    if (given && typeof given === "object") {
      Object.keys(words).forEach(function (key) {
        if (typeof given[key] === "string") { words[key] = given[key]; }
      });
    }
    return words;
  })(window.coldocsStrings);

  function each(selector, action, root) {
    var found = (root || doc).querySelectorAll(selector);
    for (var i = 0; i < found.length; i++) { action(found[i]); }
  }

  // Animated diagrams: CSS keyframes computed at build time. Play and pause
  // toggle the CSS play state; the scrubber seeks every animation of the
  // diagram to the same moment through the Web Animations API, which sets
  // the time exactly whatever has played before. Browsers without it fall
  // back to a shared negative delay.
  //
  // The player also carries the time of every recorded frame (data-frames)
  // and marks where each part of the recording starts (.cd-mark). The step
  // buttons, and ← → , . while a control of the player has focus, pause
  // and move exactly one recorded frame; a mark seeks to its start. The
  // readout's patterns (data-time, data-frame) come from the strings table.
  function inSeconds(value) {
    // As Player.swift writes them: whole milliseconds, then hundredths half up.
    var hundredths = Math.floor((Math.round(Math.max(value, 0) * 1000) + 5) / 10);
    var fraction = hundredths % 100;
    return Math.floor(hundredths / 100) + "." + (fraction < 10 ? "0" : "") + fraction;
  }
  function fill(pattern, values) {
    return pattern.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, function (whole, name) {
      return name in values ? values[name] : whole;
    });
  }
  function player(element) {
    var diagram = doc.getElementById(element.getAttribute("data-diagram"));
    if (!diagram) { return; }
    var cycle = parseFloat(element.getAttribute("data-cycle")) || 1;
    var button = element.querySelector(".cd-play");
    var scrub = element.querySelector(".cd-scrub");
    var frames = (element.getAttribute("data-frames") || "").split(" ").map(parseFloat)
      .filter(function (time) { return isFinite(time); });
    if (!frames.length) { frames = [0, Math.max(cycle - 1, 0)]; }
    var end = frames[frames.length - 1];
    // The scrubber spans the recording, from its first frame to its last;
    // the hold on the last frame before playback loops is not on it.
    var span = end > 0 ? end : cycle;
    function scrubTo(seconds) { scrub.value = Math.round(Math.min(seconds, span) / span * 1000); }
    // Older pages have no readout: these are null there.
    var time = element.hasAttribute("data-time") && element.querySelector(".cd-time");
    var frame = element.hasAttribute("data-frame") && element.querySelector(".cd-frame");
    var moment = element.querySelector(".cd-moment");
    var marks = Array.prototype.slice.call(element.querySelectorAll(".cd-mark"));
    var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    var at = 0; // seconds into the cycle, while paused
    function animations() { return diagram.getAnimations ? diagram.getAnimations({ subtree: true }) : []; }
    function delay(animation) { return (animation.effect && animation.effect.getTiming().delay) || 0; }
    function paused() { return diagram.classList.contains("cd-paused"); }
    // Seconds into the cycle; the very end is held just before the cycle
    // wraps around to its first frame.
    function show(seconds) {
      at = Math.min(Math.max(seconds, 0), cycle - 0.001);
      var list = animations();
      if (!list.length) { diagram.style.setProperty("--cd-delay", (-at).toFixed(3) + "s"); }
      list.forEach(function (animation) { animation.currentTime = at * 1000 + delay(animation); });
      tell(at);
    }
    function position() {
      var first = animations()[0];
      if (!first || first.currentTime === null) { return at; }
      var seconds = (first.currentTime - delay(first)) / 1000;
      return ((seconds % cycle) + cycle) % cycle;
    }
    // The last recorded frame at or before a time (a thousandth of a second
    // of slack: the page holds times to that).
    function frameAt(seconds) {
      var index = 0;
      while (index + 1 < frames.length && frames[index + 1] <= seconds + 0.0005) { index++; }
      return index;
    }
    var told = null;
    function tell(seconds) {
      var shown = Math.min(seconds, end), index = frameAt(shown);
      var key = seconds.toFixed(3);
      if (key === told) { return; }
      told = key;
      if (time) {
        time.textContent = fill(element.getAttribute("data-time"), { time: inSeconds(shown), duration: inSeconds(end) });
        scrub.setAttribute("aria-valuetext", time.textContent);
      }
      if (frame) { frame.textContent = fill(element.getAttribute("data-frame"), { frame: index, last: frames.length - 1 }); }
      // The part shown: the last to start at or before this time.
      var current = null;
      marks.forEach(function (mark) {
        var on = parseFloat(mark.getAttribute("data-start")) <= shown + 0.0005;
        if (on) { current = mark; }
        mark.classList.remove("cd-now");
      });
      if (current) { current.classList.add("cd-now"); }
      if (moment) { moment.textContent = current ? current.getAttribute("data-name") : ""; }
    }
    function pause(yes) {
      if (yes && !paused()) { at = position(); }
      diagram.classList.toggle("cd-paused", yes);
      button.textContent = yes ? strings.playerPlay : strings.playerPause;
      button.setAttribute("aria-pressed", yes ? "true" : "false");
      // Read out where a step lands, but not every frame of playback.
      if (time) { time.setAttribute("aria-live", yes ? "polite" : "off"); }
    }
    function seek(seconds) {
      pause(true);
      show(seconds);
      scrubTo(at);
    }
    // One recorded frame back (-1) or forward (1) from what is shown.
    function step(by) {
      pause(true);
      var now = Math.min(at, end), index = frameAt(now);
      var onFrame = Math.abs(frames[index] - now) < 0.0005;
      var next = by > 0 ? index + 1 : onFrame ? index - 1 : index;
      seek(frames[Math.min(Math.max(next, 0), frames.length - 1)]);
    }
    button.addEventListener("click", function () {
      if (paused()) {
        show(at);
        pause(false);
      } else {
        pause(true);
      }
    });
    scrub.addEventListener("input", function () {
      pause(true);
      show(scrub.value / 1000 * span);
    });
    each(".cd-step", function (stepButton) {
      stepButton.addEventListener("click", function () { step(parseInt(stepButton.getAttribute("data-step"), 10)); });
    }, element);
    marks.forEach(function (mark) {
      mark.addEventListener("click", function () { seek(parseFloat(mark.getAttribute("data-start"))); });
    });
    // Keys while a control of the player has focus; they do not reach the
    // page's own arrow keys (previous and next chapter).
    element.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) { return; }
      var key = event.key;
      var by = key === "ArrowLeft" || key === "," ? -1 : key === "ArrowRight" || key === "." ? 1 : 0;
      if (!by) { return; }
      event.preventDefault();
      event.stopPropagation();
      step(by);
    });
    function tick() {
      if (!paused()) {
        var now = position();
        scrubTo(now);
        tell(now);
      }
      window.requestAnimationFrame(tick);
    }
    if (reduced) { pause(true); show(cycle); scrub.value = 1000; }
    window.requestAnimationFrame(tick);
  }
  each(".cd-player", player);

  // Diagram labels. style.css draws a figure's panels at one scale, at
  // most one CSS pixel a point; labels are in the drawing's units, so they
  // would shrink with it. Each label gets the size (in its element's units)
  // that draws it READABLE pixels tall, or LABEL units where that is more,
  // and smaller only to fit its element, down to SMALLEST pixels; a label
  // that cannot fit its element at SMALLEST pixels is hidden, and its
  // element's frame stays, with a numbered badge that a legend under the
  // drawing explains (see tagUnfit). The sizes follow the drawing's scale
  // as the page is resized.
  var LABEL = 11, READABLE = 10, SMALLEST = 9;
  var SVG_NS = "http://www.w3.org/2000/svg";
  function transformOf(element) {
    var list = element.transform && element.transform.baseVal;
    var consolidated = list && list.numberOfItems ? list.consolidate() : null;
    return consolidated ? consolidated.matrix : { a: 1, b: 0, c: 0, d: 1 };
  }
  // What a label has room for: its element's size, less twice the label's
  // offset from the centre, in the units of the element's group; how much
  // that group scales what it holds; how wide the text is, in ems. The
  // group's transform is the element's last state; a label whose element
  // is last seen larger (a deleted item before it shrinks away) says the
  // scale it is sized for in data-plane, and shrinks with its element.
  function room(label) {
    var group = label.parentNode, rect = group.querySelector("rect");
    if (!rect || !label.getComputedTextLength) { return null; }
    var size = transformOf(rect), plane = transformOf(group);
    var given = parseFloat(label.getAttribute("data-plane"));
    var font = parseFloat(window.getComputedStyle(label).fontSize) || LABEL;
    var x = label.x.baseVal.length ? label.x.baseVal[0].value : 0;
    var y = label.y.baseVal.length ? label.y.baseVal[0].value : 0;
    return {
      width: rect.width.baseVal.value * Math.abs(size.a) - 2 * Math.abs(x),
      height: rect.height.baseVal.value * Math.abs(size.d) - 2 * Math.abs(y),
      plane: given > 0 ? given : Math.sqrt(Math.abs(plane.a * plane.d - plane.b * plane.c)),
      ems: label.getComputedTextLength() / font
    };
  }
  function sizeLabels(svg) {
    var box = svg.viewBox && svg.viewBox.baseVal;
    var scale = box && box.width ? svg.getBoundingClientRect().width / box.width : 0;
    if (!scale || svg.cdScale === scale) { return scale; }
    svg.cdScale = scale;
    var unfit = [];
    each("text.cd-label", function (label) {
      var fit = label.cdRoom || (label.cdRoom = room(label));
      if (!fit) { return; }
      var drawn = scale * fit.plane;
      var size = Math.min(Math.max(LABEL, READABLE / drawn),
        (fit.width - 2) / Math.max(fit.ems, 0.1), (fit.height - 1) / 1.15);
      var shown = drawn > 0 && size * drawn >= SMALLEST - 0.05;
      label.classList.toggle("cd-unfit", !shown);
      if (shown) { label.style.fontSize = size.toFixed(2) + "px"; }
      else if (drawn > 0 && seen(label.parentNode)) { unfit.push({ label: label, drawn: drawn }); }
    }, svg);
    tagUnfit(svg, unfit);
    return scale;
  }
  // An element is seen unless it rests invisible in a still drawing; an
  // animated one may show before it fades.
  function seen(group) {
    return group.getAttribute("opacity") !== "0" || group.classList.contains("cd-anim");
  }
  // Where labels are hidden, the reader still needs to tell the elements
  // apart: each such element gets a badge with a number, drawn READABLE
  // pixels tall at the label's place whatever the element's size (it may
  // spill over a thin element's edges), and the drawing a legend under it,
  // "1 scale 0.6  2 shelf", in drawing order. Badges belong to the
  // element's group, so they move, fade and stack with it. Both are made
  // anew when the scale changes; a drawing without hidden labels has no
  // legend.
  function tagUnfit(svg, unfit) {
    each(".cd-badge", function (badge) { badge.parentNode.removeChild(badge); }, svg);
    var legend = svg.cdLegend;
    if (legend) { legend.textContent = ""; legend.hidden = !unfit.length; }
    if (!unfit.length) { return; }
    if (!legend) {
      legend = svg.cdLegend = doc.createElement("ol");
      legend.className = "cd-legend";
      svg.parentNode.insertBefore(legend, svg.nextSibling);
    }
    unfit.forEach(function (entry, index) {
      var label = entry.label, number = String(index + 1);
      var x = label.x.baseVal.length ? label.x.baseVal[0].value : 0;
      var y = label.y.baseVal.length ? label.y.baseVal[0].value : 0;
      // In pixels: a pill a digit's width wider than its digits.
      var width = 7 + 6 * number.length, height = READABLE + 3;
      var badge = doc.createElementNS(SVG_NS, "g");
      badge.setAttribute("class", "cd-badge");
      badge.setAttribute("transform", "translate(" + x + " " + y + ") scale(" + (1 / entry.drawn).toFixed(4) + ")");
      var pill = doc.createElementNS(SVG_NS, "rect");
      [["x", -width / 2], ["y", -height / 2], ["width", width], ["height", height], ["rx", height / 2]]
        .forEach(function (pair) { pill.setAttribute(pair[0], pair[1]); });
      var digits = doc.createElementNS(SVG_NS, "text");
      digits.textContent = number;
      badge.appendChild(pill);
      badge.appendChild(digits);
      label.parentNode.insertBefore(badge, label.nextSibling);
      var item = doc.createElement("li"), key = doc.createElement("span");
      key.className = "cd-badge-key";
      key.textContent = number;
      item.appendChild(key);
      item.appendChild(doc.createTextNode(" " + label.textContent));
      legend.appendChild(item);
    });
  }
  // A figure drawn much smaller than its actual size (a point a pixel), or
  // with labels hidden, offers its actual size: each panel then scrolls
  // sideways.
  function figure(element) {
    var diagrams = element.querySelectorAll("svg.cd-diagram");
    if (!diagrams.length) { return; }
    var buttons = [];
    function label(button) {
      var zoomed = element.classList.contains("cd-zoomed");
      button.textContent = zoomed ? strings.diagramZoomOut : strings.diagramZoomIn;
      button.setAttribute("aria-pressed", zoomed ? "true" : "false");
    }
    each(".cd-caption", function (caption) {
      var button = doc.createElement("button");
      button.type = "button";
      button.className = "cd-zoom";
      // Hidden, the button still takes its room: showing it moves nothing.
      button.style.visibility = "hidden";
      label(button);
      button.addEventListener("click", function () {
        element.classList.toggle("cd-zoomed");
        buttons.forEach(label);
        update();
      });
      caption.insertBefore(button, caption.firstChild);
      buttons.push(button);
    }, element);
    function update() {
      var smallest = 1;
      for (var i = 0; i < diagrams.length; i++) {
        var scale = sizeLabels(diagrams[i]);
        if (scale) { smallest = Math.min(smallest, scale); }
      }
      var offer = smallest < 0.75 || element.classList.contains("cd-zoomed") ||
        !!element.querySelector(".cd-unfit");
      buttons.forEach(function (button) { button.style.visibility = offer ? "" : "hidden"; });
    }
    update();
    if (window.ResizeObserver) { new ResizeObserver(update).observe(element); }
  }
  each(".cd-example", figure);

  // A link on every heading that has an id.
  each("article h2[id], article h3[id], article h4[id]", function (heading) {
    var link = doc.createElement("a");
    link.className = "anchor";
    link.href = "#" + heading.id;
    link.setAttribute("aria-label", strings.headingLinkLabel);
    link.textContent = "#";
    heading.appendChild(link);
  });

  // Copy buttons on code blocks.
  each("pre > code", function (code) {
    var button = doc.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = strings.codeCopy;
    button.addEventListener("click", function () {
      function done() { button.textContent = strings.codeCopied; setTimeout(function () { button.textContent = strings.codeCopy; }, 1500); }
      var text = copiedText(code);
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, function () {});
      } else {
        var area = doc.createElement("textarea");
        area.value = text;
        doc.body.appendChild(area);
        area.select();
        try { doc.execCommand("copy"); done(); } catch (e) {}
        doc.body.removeChild(area);
      }
    });
    code.parentNode.insertBefore(button, code);
    if (code.querySelector(".cd-only")) { code.parentNode.insertBefore(appOnlyButton(), code); }
  });

  // "App code only": hides the lines only coldocs runs (.cd-only) in every
  // block at once, and copying then leaves them out. The choice is kept
  // for the next page.
  function appOnlyButton() {
    var button = doc.createElement("button");
    button.type = "button";
    button.className = "app-only";
    button.textContent = strings.codeAppOnly;
    button.setAttribute("aria-pressed", String(appCodeOnly()));
    button.addEventListener("click", function () { showAppCodeOnly(!appCodeOnly()); });
    return button;
  }
  function appCodeOnly() { return doc.documentElement.classList.contains("cd-app-only"); }
  function showAppCodeOnly(on) {
    doc.documentElement.classList.toggle("cd-app-only", on);
    each("pre > .app-only", function (button) { button.setAttribute("aria-pressed", String(on)); });
    try { localStorage.setItem("coldocs-app-only", on ? "1" : "0"); } catch (e) {}
  }
  function copiedText(code) {
    if (!appCodeOnly()) { return code.textContent; }
    var shown = code.cloneNode(true);
    each(".cd-only", function (line) { line.remove(); }, shown);
    return shown.textContent;
  }

  // Left and right arrows go to the previous and next chapter.
  doc.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) { return; }
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    var link = rel && doc.querySelector("a[rel=" + rel + "]");
    if (link) { window.location.href = link.href; }
  });

  // Hovering or focusing an element in a diagram or its frames table
  // highlights the same element in both.
  each(".cd-example", function (figure) {
    function mark(name, on) {
      each("[data-el]", function (element) {
        if (element.getAttribute("data-el") === name) { element.classList.toggle("cd-hl", on); }
      }, figure);
    }
    each("[data-el]", function (element) {
      if (element.tagName === "TR") { element.tabIndex = 0; }
      var name = element.getAttribute("data-el");
      element.addEventListener("mouseenter", function () { mark(name, true); });
      element.addEventListener("mouseleave", function () { mark(name, false); });
      element.addEventListener("focus", function () { mark(name, true); });
      element.addEventListener("blur", function () { mark(name, false); });
    }, figure);
  });

  // The theme follows the system unless the reader picked one.
  var root = doc.documentElement;
  function dark() {
    var chosen = root.getAttribute("data-theme");
    if (chosen) { return chosen === "dark"; }
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
  }
  // The button is pressed while the page is dark (style.css shows it), also
  // when the system turns dark while the page is open.
  each(".theme-toggle", function (button) {
    function label() { button.setAttribute("aria-pressed", dark() ? "true" : "false"); }
    label();
    var system = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)");
    if (system && system.addEventListener) { system.addEventListener("change", label); }
    button.addEventListener("click", function () {
      var next = dark() ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem("coldocs-theme", next); } catch (e) {}
      label();
    });
  });

  // The edition a reader picks is remembered: the first page they open in
  // a later visit goes to the same page in it (head.mustache).
  each("[data-edition]", function (link) {
    link.addEventListener("click", function () {
      try { localStorage.setItem("coldocs-edition", link.getAttribute("data-edition")); } catch (e) {}
    });
  });

  // A sidebar taller than the window opens on the page being read.
  each(".sidebar", function (sidebar) {
    var current = sidebar.querySelector("[aria-current='page']");
    if (!current || sidebar.scrollHeight <= sidebar.clientHeight) { return; }
    var top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
    if (top > sidebar.clientHeight - 48) { sidebar.scrollTop = top - sidebar.clientHeight / 3; }
  });

  // On narrow screens the sidebar folds into its menu button: style.css
  // hides the menu until the sidebar is marked open. Escape, outside the
  // search, closes it and gives focus back to the button.
  each(".menu-toggle", function (toggle) {
    var sidebar = toggle.closest(".sidebar");
    var menu = doc.getElementById(toggle.getAttribute("aria-controls"));
    if (!sidebar || !menu) { return; }
    function open(yes) {
      sidebar.classList.toggle("cd-open", yes);
      toggle.setAttribute("aria-expanded", yes ? "true" : "false");
    }
    toggle.addEventListener("click", function () { open(!sidebar.classList.contains("cd-open")); });
    menu.addEventListener("keydown", function (event) {
      if (event.key !== "Escape" || !sidebar.classList.contains("cd-open") || !toggle.offsetParent) { return; }
      if (event.target.closest && event.target.closest(".search")) { return; }
      open(false);
      toggle.focus();
    });
  });

  // The search tokenizer: how a text is cut into the tokens the build
  // indexes, and a query into the terms it looks up, glossary included.
  // The specification is the comment at the top of SearchTokens.swift,
  // which implements it for the build; both pass the cases of
  // Tests/ColDocsKitTests/Fixtures/search-vectors.json, so change them
  // together. Strings are read as arrays of code points (Array.from).
  var CJK = /[\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{3ffff}]/u;
  var WORD = /[\p{L}\p{M}\p{N}]/u, UPPER = /^\p{Lu}$/u, LOWER = /^\p{Ll}$/u, NUMBER = /^\p{N}$/u;
  function isCJK(c) { return c !== null && CJK.test(c); }
  function isWord(c) { return c !== null && !CJK.test(c) && WORD.test(c); }
  // One code point at a time, as the build lower-cases (no context).
  function lowered(chars) { return chars.map(function (c) { return c.toLowerCase(); }).join(""); }
  // Where a word (an array of code points) is cut into parts, and its parts
  // of two code points or more, lower-cased; none unless it has two parts.
  function letterCase(c) { return UPPER.test(c) ? "U" : LOWER.test(c) ? "L" : NUMBER.test(c) ? "N" : ""; }
  function parts(word) {
    var cases = word.map(letterCase), found = [], start = 0;
    for (var i = 1; i <= word.length; i++) {
      var cut = i === word.length ||
        (cases[i] === "U" && cases[i - 1] === "L") ||
        (cases[i] === "U" && cases[i - 1] === "U" && cases[i + 1] === "L") ||
        ((cases[i] === "N") !== (cases[i - 1] === "N"));
      if (!cut) { continue; }
      if (i === word.length && start === 0) { return []; }
      if (i - start > 1) { found.push(lowered(word.slice(start, i))); }
      start = i;
    }
    return found;
  }
  // The words and CJK runs of a list of code points (null or any other
  // character separates them): [{ cjk, chars }].
  function pieces(chars) {
    var found = [], current = [], currentCJK = false;
    chars.forEach(function (c) {
      var cjk = isCJK(c), word = !cjk && isWord(c);
      if (current.length && (!(cjk || word) || cjk !== currentCJK)) {
        found.push({ cjk: currentCJK, chars: current });
        current = [];
      }
      if (cjk || word) { current.push(c); currentCJK = cjk; }
    });
    if (current.length) { found.push({ cjk: currentCJK, chars: current }); }
    return found;
  }
  // The tokens of a text, with how often each occurs.
  function tokenCounts(text) {
    var counts = Object.create(null);
    function add(token) { counts[token] = (counts[token] || 0) + 1; }
    pieces(Array.from(text)).forEach(function (piece) {
      var chars = piece.chars;
      if (piece.cjk) {
        chars.forEach(function (c, i) { add(c); if (i) { add(chars[i - 1] + c); } });
      } else if (chars.length > 1) {
        add(lowered(chars));
        parts(chars).forEach(add);
      }
    });
    return counts;
  }
  // A text's units: its word characters and CJK letters, and null for each
  // run of separators, none at either end.
  function units(text) {
    var found = [];
    Array.from(text).forEach(function (c) {
      if (isCJK(c) || isWord(c)) { found.push(c); }
      else if (found.length && found[found.length - 1] !== null) { found.push(null); }
    });
    if (found.length && found[found.length - 1] === null) { found.pop(); }
    return found;
  }
  function lowerUnits(list) { return list.map(function (c) { return c === null ? null : c.toLowerCase(); }); }
  // Terms are { token, prefix }: a prefix term finds every token it begins.
  function runTerms(chars) {
    if (chars.length === 1) { return [{ token: chars[0], prefix: false }]; }
    var found = [];
    for (var i = 1; i < chars.length; i++) { found.push({ token: chars[i - 1] + chars[i], prefix: false }); }
    return found;
  }
  function plainTerms(list) {
    var found = [];
    pieces(list).forEach(function (piece) {
      if (piece.cjk) { found = found.concat(runTerms(piece.chars)); }
      else if (piece.chars.length > 1) { found.push({ token: lowered(piece.chars), prefix: true }); }
    });
    return found;
  }
  function pieceGroups(list) {
    var groups = [];
    pieces(list).forEach(function (piece) {
      if (piece.cjk) { groups.push([runTerms(piece.chars)]); return; }
      if (piece.chars.length < 2) { return; }
      var alternatives = [[{ token: lowered(piece.chars), prefix: true }]];
      var split = parts(piece.chars);
      if (split.length > 1) { alternatives.push(split.map(function (part) { return { token: part, prefix: true }; })); }
      groups.push(alternatives);
    });
    return groups;
  }
  function termsKey(terms) { return terms.map(function (t) { return t.token + (t.prefix ? "*" : ""); }).join(" "); }
  // The glossary's phrases read as units: [[{ units, lowered }]], entries
  // with two phrases or more that give terms.
  function readGlossary(entries) {
    var read = [];
    (entries || []).forEach(function (entry) {
      var phrases = [];
      entry.forEach(function (text) {
        var list = units(String(text));
        if (plainTerms(list).length) { phrases.push({ units: list, lowered: lowerUnits(list) }); }
      });
      if (phrases.length > 1) { read.push(phrases); }
    });
    return read;
  }
  // The groups of a query: a section matches when, for every group, it
  // holds every term of one of the group's alternatives.
  function queryGroups(query, glossary) {
    var list = units(query), lower = lowerUnits(list), groups = [], start = 0, at = 0;
    function longest() {
      var best = null;
      glossary.forEach(function (phrases, entry) {
        phrases.forEach(function (phrase, index) {
          var length = phrase.units.length;
          if (length <= (best ? best.length : 0) || at + length > list.length) { return; }
          for (var k = 0; k < length; k++) { if (lower[at + k] !== phrase.lowered[k]) { return; } }
          if (isWord(phrase.units[0]) && at > 0 && isWord(list[at - 1])) { return; }
          if (isWord(phrase.units[length - 1]) && at + length < list.length && isWord(list[at + length])) { return; }
          best = { entry: entry, phrase: index, length: length };
        });
      });
      return best;
    }
    while (at < list.length) {
      var match = longest();
      if (!match) { at++; continue; }
      groups = groups.concat(pieceGroups(list.slice(start, at)));
      var alternatives = [plainTerms(list.slice(at, at + match.length))];
      var seen = [termsKey(alternatives[0])];
      glossary[match.entry].forEach(function (phrase, index) {
        var terms = plainTerms(phrase.units), key = termsKey(terms);
        if (index === match.phrase || !terms.length || seen.indexOf(key) >= 0) { return; }
        seen.push(key);
        alternatives.push(terms);
      });
      groups.push(alternatives);
      at += match.length;
      start = at;
    }
    return groups.concat(pieceGroups(list.slice(start)));
  }

  // Search. search-index.js says how the index is split, and holds the
  // glossary; the shards a query needs are loaded as scripts (which also
  // works from file://): token shards for its terms, then document shards
  // for its best hits.
  var manifest = window.COLDOCS_SEARCH;
  var glossary = readGlossary(manifest && manifest.g);
  // The tokenizer as the page runs it, for tests: the tokens of a text
  // with their counts, and a query's groups written as the vectors write
  // them (a prefix term ends in "*").
  window.coldocsTokenize = tokenCounts;
  window.coldocsQuery = function (query) {
    return queryGroups(query, glossary).map(function (group) {
      return group.map(function (terms) { return termsKey(terms).split(" "); });
    });
  };
  var input = doc.getElementById("cd-search");
  var results = doc.getElementById("cd-results");
  var shards = {}, waiting = {};
  window.COLDOCS_SEARCH_SHARD = function (name, data) {
    shards[name] = data;
    (waiting[name] || []).forEach(function (done) { done(data); });
    delete waiting[name];
  };
  var manifestScript = doc.querySelector("script[src$='search-index.js']");
  var shardBase = manifestScript ? manifestScript.getAttribute("src").replace(/search-index\.js$/, "search/") : "search/";
  function shard(name) {
    return new Promise(function (resolve, reject) {
      if (shards[name]) { resolve(shards[name]); return; }
      if (waiting[name]) { waiting[name].push(resolve); return; }
      waiting[name] = [resolve];
      var script = doc.createElement("script");
      script.src = shardBase + name + ".js";
      script.onerror = function () { delete waiting[name]; reject(new Error("missing " + name)); };
      doc.head.appendChild(script);
    });
  }
  function shardOf(token) {
    var hash = 0x811c9dc5;
    var bytes = new TextEncoder().encode(Array.from(token).slice(0, 2).join(""));
    for (var i = 0; i < bytes.length; i++) { hash = Math.imul(hash ^ bytes[i], 0x01000193) >>> 0; }
    return hash % manifest.t;
  }
  // Documents matching every group, best first, ranked as SearchTokens.swift
  // says: those matching more groups through what was typed (a group's
  // first alternative) first, not through a translation or an
  // identifier's parts; then by score.
  function hits(query) {
    var groups = queryGroups(query, glossary), terms = [], keys = {};
    groups.forEach(function (group) {
      group.forEach(function (alternative) {
        alternative.forEach(function (term) {
          var key = termsKey([term]);
          if (!keys[key]) { keys[key] = true; terms.push(term); }
        });
      });
    });
    if (!groups.length || !manifest) { return Promise.resolve({ terms: terms, best: [] }); }
    return Promise.all(terms.map(function (term) { return shard("t" + shardOf(term.token)); }))
      .then(function (loaded) {
        var weights = {};
        terms.forEach(function (term, index) {
          var postings = loaded[index], mine = {};
          Object.keys(postings).forEach(function (token) {
            if (token === term.token || (term.prefix && token.indexOf(term.token) === 0)) {
              var list = postings[token];
              for (var i = 0; i < list.length; i += 2) { mine[list[i]] = Math.max(mine[list[i]] || 0, list[i + 1]); }
            }
          });
          weights[termsKey([term])] = mine;
        });
        // Each document's score in each group, and how many groups it
        // matches through their first alternative.
        var scores = null, typed = {};
        groups.forEach(function (group) {
          var best = {}, first = {};
          group.forEach(function (alternative, index) {
            var sums = null;
            alternative.forEach(function (term) {
              var mine = weights[termsKey([term])], next = {};
              Object.keys(sums === null ? mine : sums).forEach(function (d) {
                if (mine[d]) { next[d] = (sums === null ? 0 : sums[d]) + mine[d]; }
              });
              sums = next;
            });
            Object.keys(sums || {}).forEach(function (d) {
              if (index === 0) { first[d] = true; best[d] = sums[d]; }
              else if (!first[d]) { best[d] = Math.max(best[d] || 0, sums[d] / alternative.length); }
            });
          });
          var both = {};
          Object.keys(scores === null ? best : scores).forEach(function (d) {
            if (!best[d]) { return; }
            both[d] = (scores === null ? 0 : scores[d]) + best[d];
            typed[d] = (typed[d] || 0) + (first[d] ? 1 : 0);
          });
          scores = both;
        });
        var ranked = Object.keys(scores).map(Number).sort(function (a, b) {
          return typed[b] - typed[a] || scores[b] - scores[a] || a - b;
        }).slice(0, 8);
        return { terms: terms, best: ranked };
      });
  }
  function documentShard(index) {
    var starts = manifest.d, low = 0;
    while (low + 1 < starts.length && starts[low + 1] <= index) { low++; }
    return low;
  }
  // The stretches of a text that the terms match, in order, overlapping
  // ones merged: the pairs 瀑布 and 布流 of the query 瀑布流 mark 瀑布流
  // whole. Text is compared lower-cased code unit for code unit, so the
  // stretches are places in the text itself.
  function matches(text, terms) {
    var lower = text.replace(/[^]/g, function (c) { var l = c.toLowerCase(); return l.length === 1 ? l : c; });
    var found = [];
    terms.forEach(function (term) {
      if (!term.token) { return; }
      for (var i = lower.indexOf(term.token); i >= 0; i = lower.indexOf(term.token, i + 1)) {
        found.push([i, i + term.token.length]);
      }
    });
    found.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    var merged = [];
    found.forEach(function (stretch) {
      var last = merged[merged.length - 1];
      if (last && stretch[0] < last[1]) { last[1] = Math.max(last[1], stretch[1]); }
      else { merged.push([stretch[0], stretch[1]]); }
    });
    return merged;
  }
  // A short piece of the text around the first match, matches marked.
  function snippet(text, terms) {
    var stretches = matches(text, terms), at = stretches.length ? stretches[0][0] : 0;
    var start = Math.max(0, at - 40), end = Math.min(text.length, start + 140);
    var fragment = doc.createDocumentFragment();
    if (start > 0) { fragment.appendChild(doc.createTextNode("…")); }
    var last = start;
    stretches.forEach(function (stretch) {
      var from = Math.max(stretch[0], last), to = Math.min(stretch[1], end);
      if (from >= to) { return; }
      fragment.appendChild(doc.createTextNode(text.slice(last, from)));
      var mark = doc.createElement("mark");
      mark.textContent = text.slice(from, to);
      fragment.appendChild(mark);
      last = to;
    });
    fragment.appendChild(doc.createTextNode(text.slice(last, end) + (end < text.length ? "…" : "")));
    return fragment;
  }
  var latest = 0;
  function show(query) {
    var ticket = ++latest;
    hits(query).then(function (found) {
      var names = found.best.map(function (d) { return "d" + documentShard(d); });
      return Promise.all(names.map(shard)).then(function (loaded) {
        if (ticket !== latest) { return; }
        results.textContent = "";
        found.best.forEach(function (d, i) {
          var entry = loaded[i][d - manifest.d[documentShard(d)]];
          var item = doc.createElement("li"), link = doc.createElement("a");
          link.href = (shardBase.replace(/search\/$/, "")) + entry[1];
          var title = doc.createElement("span");
          title.className = "cd-hit-title";
          title.textContent = entry[2] && entry[2] !== entry[0] ? entry[0] + " › " + entry[2] : entry[0];
          var text = doc.createElement("span");
          text.className = "cd-hit-snippet";
          text.appendChild(snippet(entry[3], found.terms));
          link.appendChild(title);
          link.appendChild(text);
          item.appendChild(link);
          results.appendChild(item);
        });
        if (query.trim() && !found.best.length) {
          var none = doc.createElement("li");
          none.className = "cd-hit-none";
          none.textContent = strings.searchNoResults;
          results.appendChild(none);
        }
      });
    }).catch(function () { results.textContent = ""; });
  }
  if (input && results) {
    input.addEventListener("input", function () { show(input.value); });
    // Arrow keys move between the input and the results; Escape goes back.
    function links() { return Array.prototype.slice.call(results.querySelectorAll("a")); }
    function move(from, step) {
      var list = links(), at = list.indexOf(from), next = at + step;
      if (next < 0) { input.focus(); return; }
      if (next < list.length) { list[next].focus(); }
    }
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); move(null, 1); }
      if (event.key === "Enter" && links()[0]) { event.preventDefault(); window.location.href = links()[0].href; }
    });
    results.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); move(event.target, 1); }
      if (event.key === "ArrowUp") { event.preventDefault(); move(event.target, -1); }
      if (event.key === "Escape") { input.focus(); }
    });
  }
})();

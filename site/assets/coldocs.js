// coldocs: the guide's small script. Everything works without it: diagrams
// play, links and frames tables are plain HTML. With it, readers get
// play/pause and scrubbing, heading anchors, copy buttons, arrow-key
// navigation, linked highlighting, a remembered theme, and search.
(function () {
  "use strict";
  var doc = document;

  function each(selector, action, root) {
    var found = (root || doc).querySelectorAll(selector);
    for (var i = 0; i < found.length; i++) { action(found[i]); }
  }

  // Animated diagrams: CSS keyframes computed at build time. Play and pause
  // toggle the CSS play state; the scrubber seeks every animation of the
  // diagram to the same moment through the Web Animations API, which sets
  // the time exactly whatever has played before. Browsers without it fall
  // back to a shared negative delay.
  function player(element) {
    var diagram = doc.getElementById(element.getAttribute("data-diagram"));
    if (!diagram) { return; }
    var cycle = parseFloat(element.getAttribute("data-cycle")) || 1;
    var button = element.querySelector(".cd-play");
    var scrub = element.querySelector(".cd-scrub");
    var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    function animations() { return diagram.getAnimations ? diagram.getAnimations({ subtree: true }) : []; }
    function delay(animation) { return (animation.effect && animation.effect.getTiming().delay) || 0; }
    function paused() { return diagram.classList.contains("cd-paused"); }
    // Seconds into the cycle; the very end is held just before the cycle
    // wraps around to its first frame.
    function show(seconds) {
      var at = Math.min(Math.max(seconds, 0), cycle - 0.001);
      var list = animations();
      if (!list.length) { diagram.style.setProperty("--cd-delay", (-at).toFixed(3) + "s"); return; }
      list.forEach(function (animation) { animation.currentTime = at * 1000 + delay(animation); });
    }
    function position() {
      var first = animations()[0];
      if (!first || first.currentTime === null) { return 0; }
      var seconds = (first.currentTime - delay(first)) / 1000;
      return ((seconds % cycle) + cycle) % cycle;
    }
    function pause(yes) {
      diagram.classList.toggle("cd-paused", yes);
      button.textContent = yes ? "Play" : "Pause";
      button.setAttribute("aria-pressed", yes ? "true" : "false");
    }
    button.addEventListener("click", function () {
      if (paused()) {
        show(scrub.value / 1000 * cycle);
        pause(false);
      } else {
        pause(true);
      }
    });
    scrub.addEventListener("input", function () {
      pause(true);
      show(scrub.value / 1000 * cycle);
    });
    function tick() {
      if (!paused()) { scrub.value = Math.round(position() / cycle * 1000); }
      window.requestAnimationFrame(tick);
    }
    if (reduced) { pause(true); show(cycle); scrub.value = 1000; }
    window.requestAnimationFrame(tick);
  }
  each(".cd-player", player);

  // A link on every heading that has an id.
  each("article h2[id], article h3[id], article h4[id]", function (heading) {
    var link = doc.createElement("a");
    link.className = "anchor";
    link.href = "#" + heading.id;
    link.setAttribute("aria-label", "Link to this section");
    link.textContent = "#";
    heading.appendChild(link);
  });

  // Copy buttons on code blocks.
  each("pre > code", function (code) {
    var button = doc.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = "Copy";
    button.addEventListener("click", function () {
      function done() { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(code.textContent).then(done, function () {});
      } else {
        var area = doc.createElement("textarea");
        area.value = code.textContent;
        doc.body.appendChild(area);
        area.select();
        try { doc.execCommand("copy"); done(); } catch (e) {}
        doc.body.removeChild(area);
      }
    });
    code.parentNode.insertBefore(button, code);
  });

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
  each(".theme-toggle", function (button) {
    function label() { button.setAttribute("aria-pressed", dark() ? "true" : "false"); }
    label();
    button.addEventListener("click", function () {
      var next = dark() ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem("coldocs-theme", next); } catch (e) {}
      label();
    });
  });

  // Search over the index the build wrote into search-index.js.
  var input = doc.getElementById("cd-search");
  var results = doc.getElementById("cd-results");
  var index = window.COLDOCS_SEARCH || [];
  function search(query) {
    var words = query.toLowerCase().split(/\s+/).filter(function (w) { return w.length > 1; });
    if (!words.length) { return []; }
    var found = [];
    index.forEach(function (page) {
      var score = 0, target = page.h, title = page.t.toLowerCase(), text = page.x.toLowerCase();
      words.forEach(function (word) {
        if (title.indexOf(word) >= 0) { score += 10; }
        page.s.forEach(function (heading) {
          if (heading[0].toLowerCase().indexOf(word) >= 0) { score += 5; if (target === page.h) { target = page.h + "#" + heading[1]; } }
        });
        if (text.indexOf(word) >= 0) { score += 1; }
      });
      if (score > 0) { found.push({ title: page.t, href: target, score: score }); }
    });
    found.sort(function (a, b) { return b.score - a.score || a.title.localeCompare(b.title); });
    return found.slice(0, 8);
  }
  if (input && results) {
    input.addEventListener("input", function () {
      results.textContent = "";
      search(input.value).forEach(function (hit) {
        var item = doc.createElement("li");
        var link = doc.createElement("a");
        link.href = hit.href;
        link.textContent = hit.title;
        item.appendChild(link);
        results.appendChild(item);
      });
    });
  }
})();

// coldocs: play/pause and scrubbing for animated diagrams. The animations are
// CSS keyframes computed at build time; this script only pauses them and sets
// their shared delay. Without it, diagrams simply play.
(function () {
  "use strict";
  function setup(player) {
    var diagram = document.getElementById(player.getAttribute("data-diagram"));
    if (!diagram) { return; }
    var cycle = parseFloat(player.getAttribute("data-cycle")) || 1;
    var button = player.querySelector(".cd-play");
    var scrub = player.querySelector(".cd-scrub");
    var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    var started = performance.now();
    function paused() { return diagram.classList.contains("cd-paused"); }
    function show(seconds) { diagram.style.setProperty("--cd-delay", (-seconds).toFixed(3) + "s"); }
    function pause(yes) {
      diagram.classList.toggle("cd-paused", yes);
      button.textContent = yes ? "Play" : "Pause";
      button.setAttribute("aria-pressed", yes ? "true" : "false");
    }
    button.addEventListener("click", function () {
      if (paused()) {
        started = performance.now() - (scrub.value / 1000) * cycle * 1000;
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
    function tick(now) {
      if (!paused()) {
        var elapsed = ((now - started) / 1000) % cycle;
        scrub.value = Math.round(elapsed / cycle * 1000);
      }
      window.requestAnimationFrame(tick);
    }
    if (reduced) { pause(true); show(cycle); scrub.value = 1000; }
    window.requestAnimationFrame(tick);
  }
  var players = document.querySelectorAll(".cd-player");
  for (var i = 0; i < players.length; i++) { setup(players[i]); }
})();

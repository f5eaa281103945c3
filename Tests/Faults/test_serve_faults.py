"""`coldocs serve` under bad input and faults: a content file deleted while it
runs, path traversal attempts, an oversized request, many slow half-open
connections, and the address it listens on. All traffic goes to 127.0.0.1;
every loop is bounded in count and time."""
import os
import socket
import subprocess
import time

import pytest

from faultkit import Server, fetch, free_port, make_project


@pytest.fixture(scope="module")
def served(coldocs, tmp_path_factory):
    project = make_project(str(tmp_path_factory.mktemp("serve") / "project"), 10)
    server = Server(coldocs, project)
    yield {"server": server, "project": project, "base": server.base, "port": server.port}
    server.stop()


def raw_request(port, request, timeout=10):
    """Sends `request` as bytes and returns the status code of the answer
    (None when the connection closed without one)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(request)
        data = b""
        try:
            while b"\r\n" not in data:
                chunk = s.recv(4096)
                if not chunk:
                    break
                data += chunk
        except ConnectionResetError:
            pass
    if not data.startswith(b"HTTP/1."):
        return None
    return int(data.split(b" ", 2)[1])


def get(port, target):
    return raw_request(port, b"GET " + target + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       b"Connection: close\r\n\r\n")


def wait_for(predicate, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(0.3)
    return False


TRAVERSALS = [
    b"/../../../../etc/passwd",
    b"/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    b"/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
    b"/%252e%252e/%252e%252e/etc/passwd",
    b"/..%252f..%252fetc%252fpasswd",
    b"/..\\..\\..\\etc\\passwd",
    b"/%5c..%5c..%5cetc%5cpasswd",
    b"/index.html%00.txt",
    b"/%00",
    b"/./../content/coldocs.yml",
    b"/assets/../../content/coldocs.yml",
    b"//etc/passwd",
    b"/%zz",
]


@pytest.mark.parametrize("target", TRAVERSALS, ids=[t.decode("latin-1") for t in TRAVERSALS])
def test_traversal_attempts_get_not_found(served, target):
    assert get(served["port"], target) in (400, 404)
    assert fetch(served["base"] + "page-0001.html")[0] == 200


def test_an_oversized_url_is_refused_at_once(served):
    port = served["port"]
    started = time.time()
    status = get(port, b"/" + b"a" * 100_000)
    assert status in (400, 404, 414, 431)
    status = get(port, b"/?" + b"a" * 100_000)
    assert status in (400, 404, 414, 431)
    huge_header = (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"b" * 100_000 +
                   b"\r\nConnection: close\r\n\r\n")
    assert raw_request(port, huge_header) in (400, 431)
    assert time.time() - started < 5
    assert fetch(served["base"] + "page-0001.html")[0] == 200


def test_malformed_requests_get_errors(served):
    port = served["port"]
    assert raw_request(port, b"NONSENSE\r\n\r\n") == 400
    assert raw_request(port, b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc") == 405
    assert fetch(served["base"] + "index.html")[0] == 200


def test_slow_half_open_connections_do_not_stop_the_server(served):
    """Slowloris from this machine, where the author's browser has the same
    address: 1,100 connections (past both caps) that each send half a
    request line and then nothing. New connections make room by closing the
    oldest waiting ones, so other clients are still answered within 2 s."""
    port = served["port"]
    sockets = []
    try:
        for _ in range(1100):
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(b"GET /page-0001.ht")
            sockets.append(s)
        for _ in range(5):
            started = time.time()
            status, body = fetch(served["base"] + "page-0002.html", timeout=2)
            assert status == 200 and body.rstrip().endswith(b"</html>")
            assert time.time() - started < 2
    finally:
        for s in sockets:
            s.close()
    assert fetch(served["base"])[0] == 200


def test_a_deleted_content_file_is_reported_and_the_last_site_served(served):
    server, project = served["server"], served["project"]
    chapter = os.path.join(project, "content", "page-0003.md")
    with open(chapter) as f:
        text = f.read()
    page = served["base"] + "page-0003.html"
    assert b"coldocs-overlay" not in fetch(page)[1]
    os.remove(chapter)
    try:
        assert wait_for(lambda: b"coldocs-overlay" in fetch(page)[1], 30), server.log()
        status, body = fetch(page)
        assert status == 200, "the last good page is no longer served"
        assert b"page-0003.md" in body
        assert "page-0003.md" in server.log()
        assert fetch(served["base"] + "page-0001.html")[0] == 200
    finally:
        with open(chapter, "w") as f:
            f.write(text)
    assert wait_for(lambda: b"coldocs-overlay" not in fetch(page)[1], 30), server.log()


def listening_addresses(port):
    """The local addresses with a listening TCP socket on `port` (IPv4)."""
    found = []
    with open("/proc/net/tcp") as f:
        for line in f.readlines()[1:]:
            fields = line.split()
            address, hex_port = fields[1].split(":")
            if int(hex_port, 16) == port and fields[3] == "0A":  # LISTEN
                found.append(socket.inet_ntoa(bytes.fromhex(address)[::-1]))
    return found


def test_serve_listens_on_loopback_unless_told_otherwise(served, coldocs, tmp_path):
    assert listening_addresses(served["port"]) == ["127.0.0.1"]
    project = make_project(str(tmp_path / "any"), 2)
    server = Server(coldocs, project, "--host", "0.0.0.0")
    try:
        assert listening_addresses(server.port) == ["0.0.0.0"]
    finally:
        server.stop()


def test_a_taken_port_is_reported(served, coldocs, tmp_path):
    project = make_project(str(tmp_path / "second"), 2)
    result = subprocess.run([coldocs, "serve", "--port", str(served["port"])], cwd=project,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert f"port {served['port']} on 127.0.0.1 is already in use" in result.stderr


def request_with(port, target, headers):
    return raw_request(port, b"GET " + target + b" HTTP/1.1\r\n" + headers +
                       b"Connection: close\r\n\r\n")


def test_a_name_dns_could_rebind_gets_no_page(served):
    """A page of another site that made its own name resolve to 127.0.0.1
    (DNS rebinding) sends that name as Host: it must read nothing."""
    port = served["port"]
    assert request_with(port, b"/page-0001.html", b"Host: rebind.example:%d\r\n" % port) == 403
    assert request_with(port, b"/page-0001.html", b"Host: localhost:%d\r\n" % port) == 200
    assert request_with(port, b"/page-0001.html", b"") == 403, "HTTP/1.1 without Host"


def test_the_reload_events_refuse_another_sites_pages(served):
    port = served["port"]
    host = b"Host: 127.0.0.1:%d\r\n" % port
    assert request_with(port, b"/__coldocs/events", host + b"Origin: https://evil.example\r\n") \
        == 403
    assert request_with(port, b"/__coldocs/events",
                        host + b"Origin: http://127.0.0.1:%d\r\n" % port) == 200


def read_events(port, seconds):
    """The build numbers a reload-events stream announces within `seconds`."""
    numbers = []
    with socket.create_connection(("127.0.0.1", port), timeout=seconds) as s:
        s.sendall(b"GET /__coldocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        data = b""
        deadline = time.time() + seconds
        try:
            while time.time() < deadline:
                s.settimeout(max(0.1, deadline - time.time()))
                chunk = s.recv(4096)
                if not chunk:
                    break
                data += chunk
        except socket.timeout:
            pass
    for line in data.split(b"\n"):
        if line.startswith(b"data: "):
            numbers.append(int(line[6:]))
    return numbers


def test_an_edit_announces_one_new_build_to_open_pages(served):
    """The reload path end to end: a page's event stream names the build it
    was served with, then the next one after a burst of edits, once."""
    import threading
    project, port = served["project"], served["port"]
    page = fetch(served["base"] + "page-0004.html")[1].decode()
    shown = int(page.split('shown="')[1].split('"')[0])
    chapter = os.path.join(project, "content", "page-0004.md")
    with open(chapter) as f:
        text = f.read()
    result = {}
    listener = threading.Thread(target=lambda: result.update(numbers=read_events(port, 12)))
    listener.start()
    time.sleep(0.5)
    try:
        for round_number in range(5):
            with open(chapter, "w") as f:
                f.write(text.replace("title: ", f"title: Edit {round_number} ", 1))
        listener.join()
    finally:
        with open(chapter, "w") as f:
            f.write(text)
    numbers = result["numbers"]
    assert numbers[0] == shown, numbers
    assert numbers[1:] == [shown + 1], f"one build per burst of edits: {numbers}"
    assert wait_for(lambda: b"Edit 4" not in fetch(served["base"] + "page-0004.html")[1], 30)


def test_a_head_sent_a_byte_at_a_time_is_cut_off_at_its_deadline(served):
    port = served["port"]
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        started = time.time()
        closed = False
        try:
            while time.time() - started < 25:
                s.sendall(b"G")
                time.sleep(1)
        except (BrokenPipeError, ConnectionResetError):
            closed = True
        if not closed:
            s.settimeout(1)
            try:
                closed = s.recv(10) == b""
            except (socket.timeout, ConnectionResetError):
                closed = True
        assert closed and time.time() - started < 20, "a trickled head kept its connection"


def test_a_package_named_while_serve_runs_is_watched(coldocs, tmp_path):
    """The watch list is what the configuration names at each build: a
    package added to coldocs.yml while `serve` runs is watched from then on."""
    project = make_project(str(tmp_path / "guide"), 2)
    sources = tmp_path / "Pkg" / "Sources" / "Pkg"
    sources.mkdir(parents=True)
    (tmp_path / "Pkg" / "Package.swift").write_text(
        '// swift-tools-version: 5.9\nimport PackageDescription\n'
        'let package = Package(name: "Pkg", products: [.library(name: "Pkg", targets: ["Pkg"])],\n'
        '  targets: [.target(name: "Pkg")])\n')
    (sources / "Pkg.swift").write_text("public let answer = 42\n")
    server = Server(coldocs, project)
    try:
        def noticed():
            return server.log().count("change noticed")

        (sources / "Pkg.swift").write_text("public let answer = 43\n")
        time.sleep(1.5)
        assert noticed() == 0, "the package is not named yet"
        with open(os.path.join(project, "content", "coldocs.yml"), "a") as f:
            f.write("\npackage:\n  path: ../../Pkg\n  products: [Pkg]\n")
        assert wait_for(lambda: noticed() == 1, 30), server.log()
        assert wait_for(lambda: server.log().count("site up to date") +
                        server.log().count("problem(s)") >= 2, 300), server.log()
        (sources / "Pkg.swift").write_text("public let answer = 44\n")
        assert wait_for(lambda: noticed() == 2, 30), server.log()
    finally:
        server.stop()

#!/usr/bin/python3
"""The live link under load (Docs/live.md "Limits"): `serve` on a copy of Configs/, on 127.0.0.1.

1. 200 clients send a request head a byte a second while a real page GETs the page 200 times:
   prints the GET's p50/p99 (goal p99 < 100 ms) and how many slow clients the server closed.
2. 8 pages send 100 recordings of the largest size (144,000 samples) at once: prints the server's
   resident memory before, at its peak and after (goal: under 300 MB after).

Usage: scripts/live-soak.py [PANEL_SANDBOX_BINARY]   (default .build/release/panel-sandbox)
"""
import json, os, random, re, shutil, socket, struct, subprocess, sys, tempfile, threading, time

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/panel-sandbox")
folder = tempfile.mkdtemp(prefix="panel-live-soak-")
shutil.copytree("Configs", folder + "/Configs")
server = subprocess.Popen(
    [binary, "serve", "--port", "0", "--no-qr", "scene.json"], cwd=folder + "/Configs",
    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env={**os.environ, "XDG_STATE_HOME": folder + "/state"})
match = re.match(r"http://127\.0\.0\.1:(\d+)/\?token=(\w+)", server.stdout.readline().decode())
port, token = int(match[1]), match[2]
host = f"127.0.0.1:{port}"


def rss_mb():
    for line in open(f"/proc/{server.pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024


def get_ms():
    start = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(f"GET /?token={token} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        while s.recv(65536):
            pass
    return (time.monotonic() - start) * 1000


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


# 1. Slow clients.
slow = []
for _ in range(200):
    s = socket.create_connection(("127.0.0.1", port))
    s.setblocking(False)
    slow.append(s)
head = f"GET /?token={token} HTTP/1.1\r\nHost: {host}\r\n".encode()
closed = set()
times = []
deadline = time.monotonic() + 12
byte = 0
while time.monotonic() < deadline:
    for index, s in enumerate(slow):
        if index in closed:
            continue
        try:
            s.send(head[byte % len(head):byte % len(head) + 1])
            if s.recv(1) == b"":
                closed.add(index)
        except BlockingIOError:
            pass
        except OSError:
            closed.add(index)
    byte += 1
    for _ in range(17):
        times.append(get_ms())
    time.sleep(max(0, 1 - 17 * percentile(times, 0.5) / 1000))
print(f"live GET with 200 slow clients p50/p99 ms  {percentile(times, 0.5):.2f}/{percentile(times, 0.99):.2f}"
      f"  ({len(times)} GETs; {len(closed)} of 200 slow clients closed by the head timeout within 12 s)")
for s in slow:
    s.close()


# 2. Recordings.
def page():
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall((f"GET /live?token={token} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
               "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
               f"Sec-WebSocket-Version: 13\r\nOrigin: http://{host}\r\n\r\n").encode())
    data = b""
    while b"\r\n\r\n" not in data:
        data += s.recv(4096)
    return s, data.split(b"\r\n\r\n", 1)[1]


def frame(text):
    payload = text.encode()
    header = bytes([0x81, 0x80 | 127]) + struct.pack(">Q", len(payload)) + b"\0\0\0\0"
    return header + payload


def read_texts(s, buffered, wanted):
    texts = []
    while len(texts) < wanted:
        while True:
            if len(buffered) >= 2:
                length, offset = buffered[1] & 127, 2
                if length == 126:
                    length, offset = struct.unpack(">H", buffered[2:4])[0], 4
                elif length == 127:
                    length, offset = struct.unpack(">Q", buffered[2:10])[0], 10
                if len(buffered) >= offset + length:
                    opcode = buffered[0] & 15
                    body, buffered = buffered[offset:offset + length], buffered[offset + length:]
                    if opcode == 1:
                        texts.append(body.decode())
                    break
            more = s.recv(1 << 20)
            if not more:
                return texts
            buffered += more
    return texts


random.seed(7)
samples = [{"phase": "down", "x": 196.5, "y": 700.25, "t": 1.0}]
samples += [{"phase": "move", "x": 196.5 + random.random(), "y": 700.25 - i * 0.004, "t": 1.0 + i / 240}
            for i in range(1, 143_999)]
samples += [{"phase": "up", "x": 196.5, "y": 124.25, "t": 1.0 + 143_999 / 240}]
recording = json.dumps({"type": "recording", "fps": 120, "deviceRefreshRate": 120, "states": {"main": "half"},
                        "samples": samples, "end": 1.0 + 599.999})
message = frame(recording)
print(f"recording message {len(recording) / 2**20:.1f} MiB, 144,000 samples")
before = rss_mb()
peak = [before]
results = []


def send_recordings(count):
    s, buffered = page()
    texts = read_texts(s, buffered, 1)  # the scene version
    for _ in range(count):
        s.sendall(message)
    texts = read_texts(s, b"", count)
    results.extend(json.loads(t).get("type") for t in texts)
    s.close()


threads = [threading.Thread(target=send_recordings, args=(13 if i < 4 else 12,)) for i in range(8)]
start = time.monotonic()
for t in threads:
    t.start()
while any(t.is_alive() for t in threads):
    peak.append(rss_mb())
    time.sleep(0.05)
elapsed = time.monotonic() - start
time.sleep(1)
after = rss_mb()
print(f"live 100 max recordings, 8 pages  RSS before/peak/after MB  {before:.0f}/{max(peak):.0f}/{after:.0f}"
      f"  ({results.count('saved')} saved, {results.count('refused')} refused, {elapsed:.1f} s)")
server.terminate()
server.wait()
shutil.rmtree(folder)

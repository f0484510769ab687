#!/usr/bin/env bash
# Exercises the deploy files that docs/deploy.md describes, on the built app (npm run build):
#   - deploy/club-portal.service: `systemd-analyze verify` on the unit with its paths pointed at
#     this checkout (fails on any complaint about the unit, not only on a missing program);
#   - deploy/club-portal.env and the unit's WorkingDirectory, Environment and ExecStart: the
#     portal is started from them (a temporary DATA_DIR, the demo club, a free port);
#   - deploy/nginx/club-portal.conf: rendered with a self-signed certificate and free ports,
#     `nginx -t`, then nginx itself (its own prefix, pid and logs in a temporary folder) in
#     front of the portal, checked over https: readiness, the home page, an event stream's
#     first bytes at once, the client's address and https reaching the portal, the body limit.
# Installs Debian's nginx when it is missing (as .ci/run installs chromium). Stops all it
# started on exit. One PASS line per check; the first failure ends it with FAIL and the logs.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
STARTED=$(date +%s)

UNIT=deploy/club-portal.service
ENV_FILE=deploy/club-portal.env
SITE=deploy/nginx/club-portal.conf

T=$(mktemp -d /tmp/check-deploy.XXXXXX)
NGINX_PID=''
PORTAL_PID=''
SSE_PID=''
cleanup() {
  trap - ERR
  for pid in "$SSE_PID" "$NGINX_PID" "$PORTAL_PID"; do
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
      kill -TERM "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -KILL "$pid" 2>/dev/null || true
    fi
  done
  rm -rf "$T"
}
trap cleanup EXIT

pass() { echo "PASS  $*"; }
fail() {
  echo "FAIL  $*" >&2
  for log in "$T/portal.log" "$T/nginx/error.log"; do
    if [ -s "$log" ]; then
      echo "---- last lines of $(basename "$log")" >&2
      tail -n 25 "$log" >&2
    fi
  done
  exit 1
}
# Any other failing command ends it with a FAIL line too.
trap 'fail "line $LINENO: $BASH_COMMAND (exit $?)"' ERR
# Replaces every "from" by "to" in a file, failing when "from" is not in it (so that a change of
# the deploy files cannot leave a production path in the rendered copy unnoticed).
render() {
  local file=$1 from=$2 to=$3
  grep -qF -- "$from" "$file" || fail "render: '$from' is not in $(basename "$file") any more"
  FROM=$from TO=$to perl -0pi -e 's/\Q$ENV{FROM}\E/$ENV{TO}/g' "$file"
}
free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

[ -f server/dist/main.js ] && [ -f web/dist/index.html ] \
  || fail "the app is not built: run npm run build first"
NODE_BIN=$(command -v node) || fail "node is not on PATH"

# ---- 1. the systemd unit ------------------------------------------------------------------
command -v systemd-analyze >/dev/null 2>&1 || fail "systemd-analyze is missing (Debian: apt-get install systemd)"
mkdir -p "$T/unit" "$T/data" "$T/backups"
U="$T/unit/club-portal.service"
cp "$UNIT" "$U"
render "$U" "User=club-portal" "User=$(id -un)"
render "$U" "Group=club-portal" "Group=$(id -gn)"
render "$U" "/opt/club-portal" "$ROOT"
render "$U" "/etc/club-portal.env" "$T/club-portal.env"
render "$U" "/var/lib/club-portal" "$T/data"
render "$U" "/var/backups/club-portal" "$T/backups"
render "$U" "ExecStart=/usr/bin/node " "ExecStart=$NODE_BIN "
# The env file's DATA_DIR and BACKUP_DIR are the folders the unit lets the service write.
RW=" $(sed -n 's/^ReadWritePaths=//p' "$UNIT") "
for key in DATA_DIR BACKUP_DIR; do
  dir=$(sed -n "s/^$key=//p" "$ENV_FILE")
  [ -n "$dir" ] && [[ "$RW" == *" $dir "* ]] \
    || fail "$ENV_FILE: $key=$dir is not among the unit's ReadWritePaths ($RW)"
done
cp "$ENV_FILE" "$T/club-portal.env"
render "$T/club-portal.env" "/var/lib/club-portal" "$T/data"
render "$T/club-portal.env" "/var/backups/club-portal" "$T/backups"
VERIFY=$(systemd-analyze verify "$U" 2>&1) && VERIFY_RC=0 || VERIFY_RC=$?
# Complaints about other units (dependencies installed on this host) are not this unit's.
OURS=$(printf '%s\n' "$VERIFY" | grep -F 'club-portal.service' || true)
if [ "$VERIFY_RC" -ne 0 ] || [ -n "$OURS" ]; then
  printf '%s\n' "$VERIFY" >&2
  fail "systemd-analyze verify $UNIT (exit $VERIFY_RC)"
fi
pass "systemd-analyze verify $UNIT: no complaint; $ENV_FILE's DATA_DIR and BACKUP_DIR writable by it"

# ---- 2. nginx -t on the rendered site --------------------------------------------------------
if ! command -v nginx >/dev/null 2>&1; then
  echo "== installing Debian's nginx"
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    (DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >"$T/apt.log" 2>&1 \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >"$T/apt.log" 2>&1; }) \
      || { tail -n 20 "$T/apt.log" >&2; fail "could not install nginx (apt-get install nginx)"; }
  fi
  command -v nginx >/dev/null 2>&1 || fail "nginx is missing and could not be installed: apt-get install nginx"
fi
chmod 711 "$T" # nginx's workers (nobody, when started as root) reach their temp folders
N="$T/nginx"
mkdir -p "$N" "$T/acme/.well-known/acme-challenge"
echo probe >"$T/acme/.well-known/acme-challenge/probe"
chmod -R a+rX "$T/acme"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost \
  -addext subjectAltName=DNS:localhost -keyout "$N/key.pem" -out "$N/cert.pem" >/dev/null 2>&1 \
  || fail "openssl could not make a test certificate"
APP_PORT=$(free_port)
HTTP_PORT=$(free_port)
HTTPS_PORT=$(free_port)
S="$N/club-portal.conf"
cp "$SITE" "$S"
perl -ni -e 'print unless /^\s*listen \[::\]/' "$S" # the test listens on 127.0.0.1 only
render "$S" "listen 80;" "listen 127.0.0.1:$HTTP_PORT;"
render "$S" "listen 443 ssl" "listen 127.0.0.1:$HTTPS_PORT ssl"
render "$S" "/etc/letsencrypt/live/portal.example-club.in/fullchain.pem" "$N/cert.pem"
render "$S" "/etc/letsencrypt/live/portal.example-club.in/privkey.pem" "$N/key.pem"
render "$S" "/var/www/letsencrypt" "$T/acme"
render "$S" "server 127.0.0.1:3000;" "server 127.0.0.1:$APP_PORT;"
render "$S" 'https://$host$request_uri' "https://\$host:$HTTPS_PORT\$request_uri"
cat >"$N/nginx.conf" <<EOF
daemon off;
worker_processes 1;
pid $N/nginx.pid;
error_log $N/error.log warn;
events { worker_connections 256; }
http {
    access_log $N/access.log;
    client_body_temp_path $N/client_body;
    proxy_temp_path $N/proxy;
    fastcgi_temp_path $N/fastcgi;
    uwsgi_temp_path $N/uwsgi;
    scgi_temp_path $N/scgi;
    include $S;
}
EOF
NGINX=(nginx -p "$N" -c "$N/nginx.conf" -e "$N/error.log")
"${NGINX[@]}" -t >"$N/t.log" 2>&1 && grep -q 'test is successful' "$N/t.log" \
  || { cat "$N/t.log" >&2; fail "nginx -t on $SITE"; }
pass "nginx -t on $SITE (rendered with a test certificate and free ports): test is successful"

# ---- 3. the portal, started as the unit says, behind nginx ------------------------------------
cat >>"$T/club-portal.env" <<EOF

# scripts/check-deploy.sh: a throw-away demo club on free ports; no scheduled backups.
PORT=$APP_PORT
PUBLIC_URL=https://localhost:$HTTPS_PORT
DATABASE_URL=
SEED_DEMO=true
AUTH_RATE_LIMIT=3
LOG_LEVEL=warn
EOF
perl -ni -e 'print unless /^(BACKUP_EVERY_HOURS|BACKUP_KEEP|WORKERS)=/' "$T/club-portal.env"
WORKDIR=$(sed -n 's/^WorkingDirectory=//p' "$U")
EXEC_START=$(sed -n 's/^ExecStart=//p' "$U")
ENVIRONMENT=$(sed -n 's/^Environment=//p' "$U")
ENV_AT=$(sed -n 's/^EnvironmentFile=-\{0,1\}//p' "$U")
STOP_SEC=$(sed -n 's/^TimeoutStopSec=\([0-9]*\)s\{0,1\}$/\1/p' "$U")
[ -n "$WORKDIR" ] && [ -n "$EXEC_START" ] && [ -n "$ENV_AT" ] && [ -n "$STOP_SEC" ] \
  || fail "the unit lacks WorkingDirectory, ExecStart, EnvironmentFile or TimeoutStopSec"
touch "$T/stamp"
sleep 1 # file times of writes after the stamp differ from it
# As systemd does: a clean environment, Environment= then the EnvironmentFile, then ExecStart.
# shellcheck disable=SC2086
(cd "$WORKDIR" && exec env -i PATH="$PATH" HOME="$T" $ENVIRONMENT \
  bash -c 'set -a; . "$1"; set +a; exec '"$EXEC_START" check-deploy "$ENV_AT") \
  >"$T/portal.log" 2>&1 &
PORTAL_PID=$!
PORTAL_AT=$(date +%s)
"${NGINX[@]}" &
NGINX_PID=$!

for _ in $(seq 1 240); do
  kill -0 "$PORTAL_PID" 2>/dev/null || fail "the portal stopped while starting"
  curl -sf -o /dev/null "http://127.0.0.1:$APP_PORT/api/ready" && break
  sleep 0.5
done
curl -sf -o /dev/null "http://127.0.0.1:$APP_PORT/api/ready" || fail "the portal was not ready after 120 s"
kill -0 "$NGINX_PID" 2>/dev/null || fail "nginx stopped"
pass "the portal started from the unit's ExecStart and $ENV_FILE: ready after $(($(date +%s) - PORTAL_AT)) s (the demo club seeded)"

BASE="https://localhost:$HTTPS_PORT"
C=(curl -sk --max-time 10)

CODE=$("${C[@]}" -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$HTTP_PORT/app/home")
[ "$CODE" = "301 https://127.0.0.1:$HTTPS_PORT/app/home" ] || fail "http -> https redirect: $CODE"
CODE=$("${C[@]}" -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HTTP_PORT/.well-known/acme-challenge/probe")
[ "$CODE" = 200 ] || fail "the ACME challenge folder over http: $CODE"
pass "http: 301 to https (ACME challenges answered over http)"

"${C[@]}" -D "$T/ready.h" -o "$T/ready.b" "$BASE/api/ready" || fail "https /api/ready: no answer"
head -n 1 "$T/ready.h" | grep -q ' 200' || fail "https /api/ready: $(head -n 1 "$T/ready.h")"
grep -q '"status":"ready"' "$T/ready.b" || fail "https /api/ready: $(cat "$T/ready.b")"
grep -qi '^strict-transport-security:' "$T/ready.h" || fail "no HSTS from the portal (PUBLIC_URL https://)"
grep -qiE '^x-request-id: [0-9a-f]{32}' "$T/ready.h" || fail "nginx's X-Request-Id did not reach the portal"
pass "https /api/ready: 200 ready, HSTS, nginx's request id in the portal's x-request-id"

CODE=$("${C[@]}" -o "$T/home.html" -w '%{http_code} %{content_type}' "$BASE/app/home")
case "$CODE" in "200 text/html"*) ;; *) fail "https /app/home: $CODE" ;; esac
grep -q 'id="root"' "$T/home.html" || fail "https /app/home: not the portal's page"
ASSET=$( (grep -o '/app/assets/[^"]*\.js' "$T/home.html" || true) | head -n 1)
[ -n "$ASSET" ] || fail "https /app/home names no script"
CODE=$("${C[@]}" -o /dev/null -w '%{http_code}' "$BASE$ASSET")
[ "$CODE" = 200 ] || fail "https $ASSET: $CODE"
pass "https /app/home: 200 text/html with the rendered page, its script loads"

# Signing in through https: the session cookie is Secure, and Origin passes the portal's check.
CODE=$("${C[@]}" -D "$T/login.h" -o "$T/login.b" -c "$T/jar" -w '%{http_code}' \
  -H "origin: $BASE" -H 'content-type: application/json' \
  --data '{"memberCode":"M1001","pin":"1234"}' "$BASE/api/auth/member/login")
[ "$CODE" = 200 ] || fail "sign-in as M1001 through the proxy: $CODE $(cat "$T/login.b")"
grep -qiE '^set-cookie:.*; *secure' "$T/login.h" || fail "the session cookie is not Secure"
pass "sign-in as M1001 over https: 200, Secure session cookie"

# An event stream through nginx: its first bytes (the retry hint) come at once, and so does an
# event sent later (the office answers M1001's feedback: M1001's bell rings), which a buffering
# proxy would hold back.
"${C[@]}" --max-time 30 -N -b "$T/jar" -D "$T/sse.h" -o "$T/sse.b" "$BASE/api/member/notifications/stream" &
SSE_PID=$!
within_2s() { # a pattern, the file: how many ms it took to appear (fails after 2 s)
  local t0
  t0=$(date +%s%N)
  for _ in $(seq 1 40); do grep -q "$1" "$2" 2>/dev/null && break; sleep 0.05; done
  grep -q "$1" "$2" 2>/dev/null || return 1
  echo $((($(date +%s%N) - t0) / 1000000))
}
FIRST_MS=$(within_2s '^retry:' "$T/sse.b") || fail "the event stream sent nothing through nginx within 2 s"
grep -qi '^content-type: text/event-stream' "$T/sse.h" || fail "the stream's content type: $(cat "$T/sse.h")"
json() { "${C[@]}" -H "origin: $BASE" -H 'content-type: application/json' "$@"; }
FEEDBACK=$(json -b "$T/jar" --data '{"category":"fnb","subject":"Proxy check","message":"Sent through nginx.","rating":4}' \
  "$BASE/api/member/feedback" | node -e 'console.log(JSON.parse(require("fs").readFileSync(0,"utf8")).id ?? "")') \
  || fail "M1001 could not write a feedback through the proxy"
CODE=$(json -c "$T/staff" -o /dev/null -w '%{http_code}' \
  --data '{"staffCode":"admin","password":"Admin@12345"}' "$BASE/api/auth/staff/login")
[ "$CODE" = 200 ] || fail "sign-in as admin through the proxy: $CODE"
CODE=$(json -b "$T/staff" -o /dev/null -w '%{http_code}' --data '{"message":"Thank you."}' \
  "$BASE/api/admin/feedback/$FEEDBACK/replies")
case "$CODE" in 20?) ;; *) fail "the office's reply to feedback $FEEDBACK: $CODE" ;; esac
EVENT_MS=$(within_2s '^event: ' "$T/sse.b") || fail "the notification event did not come through nginx within 2 s"
# Left open for the SIGTERM check below: the portal must end it (with a retry hint) to stop.
pass "event stream /api/member/notifications/stream: first bytes after ${FIRST_MS} ms, an event ${EVENT_MS} ms after its cause"

# The client's address reaches the portal: its sign-in limit (AUTH_RATE_LIMIT=3 here) counts
# per address, so one client (127.0.0.2) is stopped while another (127.0.0.3) is not, and the
# first cannot escape it by sending its own X-Forwarded-For (nginx replaces the header).
signin_from() {
  "${C[@]}" --interface "$1" -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    "${@:2}" --data '{"memberCode":"M9999","pin":"0000"}' "$BASE/api/auth/member/login"
}
for _ in 1 2 3; do
  CODE=$(signin_from 127.0.0.2)
  [ "$CODE" != 429 ] || fail "client 127.0.0.2 was limited too early"
done
[ "$(signin_from 127.0.0.2)" = 429 ] || fail "client 127.0.0.2 was not limited after 3 sign-ins"
CODE=$(signin_from 127.0.0.2 -H 'x-forwarded-for: 198.51.100.7')
[ "$CODE" = 429 ] || fail "a client's own X-Forwarded-For got past the limit ($CODE)"
CODE=$(signin_from 127.0.0.3)
[ "$CODE" != 429 ] || fail "client 127.0.0.3 was limited with 127.0.0.2: the portal sees nginx's address"
pass "X-Forwarded-For: the portal counts sign-ins per client address, a client's own header is replaced"

# client_max_body_size lets an upload a little over UPLOAD_MAX_BYTES reach the portal, which
# refuses it with its own answer (problem+json 413), and stops a larger body at nginx.
head -c 5500000 /dev/zero >"$T/photo.jpg"
head -c 7000000 /dev/zero >"$T/big.jpg"
upload() {
  "${C[@]}" -o /dev/null -w '%{http_code} %{content_type}' -b "$T/jar" -H "origin: $BASE" \
    -F "photo=@$1;type=image/jpeg" "$BASE/api/member/feedback/1/photo"
}
CODE=$(upload "$T/photo.jpg")
case "$CODE" in "413 application/problem+json"*) ;; *) fail "a 5.5 MB upload: $CODE" ;; esac
CODE=$(upload "$T/big.jpg")
case "$CODE" in "413 text/html"*) ;; *) fail "a 7 MB upload: $CODE" ;; esac
pass "client_max_body_size: a 5.5 MB upload reaches the portal (its 413), 7 MB stops at nginx"

# ProtectSystem=strict leaves only DATA_DIR and BACKUP_DIR writable: the run wrote nothing else.
WROTE=$(find "$ROOT" -path "$ROOT/.git" -prune -o -type f -newer "$T/stamp" -print | head -n 5 || true)
[ -z "$WROTE" ] || fail "the portal wrote outside DATA_DIR (read-only under the unit): $WROTE"
[ -d "$T/data/pglite" ] || fail "the portal did not use DATA_DIR"
pass "the portal wrote only in DATA_DIR (the unit's ProtectSystem=strict holds)"

# KillSignal=SIGTERM stops it within TimeoutStopSec.
T0=$(date +%s%N)
kill -TERM "$PORTAL_PID"
for _ in $(seq 1 $((STOP_SEC * 10))); do kill -0 "$PORTAL_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$PORTAL_PID" 2>/dev/null && fail "the portal still ran ${STOP_SEC} s after SIGTERM"
wait "$PORTAL_PID" && RC=0 || RC=$?
PORTAL_PID=''
[ "$RC" -eq 0 ] || fail "the portal exited with $RC after SIGTERM"
pass "SIGTERM: the portal stopped in $((($(date +%s%N) - T0) / 1000000)) ms (TimeoutStopSec=${STOP_SEC}s), exit 0"
# The event stream left open was ended by the portal, through nginx, with a retry hint last, so
# a browser reconnects (to another process) instead of waiting.
for _ in $(seq 1 50); do kill -0 "$SSE_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$SSE_PID" 2>/dev/null && fail "the event stream was still open after the portal stopped"
SSE_PID=''
[ "$(grep -c '^retry:' "$T/sse.b")" -ge 2 ] || fail "the stream ended without a retry hint: $(tail -n 3 "$T/sse.b")"
pass "SIGTERM: the open event stream was ended through nginx with a retry hint"

echo "check-deploy: all passed in $(($(date +%s) - STARTED)) s"

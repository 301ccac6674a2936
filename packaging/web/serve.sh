#!/usr/bin/env bash
# Serves the browser's folder on this computer as a school's web server or the forge's page
# would: under a sub-path (http://localhost:8000/lineup/), each file compressed with gzip as
# it is sent, with the dates a browser keeps files by. Debian's nginx does the serving
# (installed when missing); Ctrl+C stops it.
#
#   bash packaging/web/serve.sh [FOLDER] [PORT] [PATH]    # defaults: target/web 8000 /lineup/
#
# To try a release's zip: unzip lineup-web.zip -d /tmp/lineup && bash packaging/web/serve.sh /tmp/lineup
set -euo pipefail
cd "$(dirname "$0")/../.."
folder=$(realpath "${1:-target/web}")
port=${2:-8000}
path=${3:-/lineup/}
[[ -f $folder/index.html ]] || { echo "serve.sh: no index.html in $folder (bash packaging/web.sh makes it)" >&2; exit 1; }
bash packaging/install-missing serve.sh /usr/sbin/nginx:nginx

run=$(mktemp -d)
trap 'kill $(cat "$run/nginx.pid" 2>/dev/null) 2>/dev/null || true; rm -rf "$run"' EXIT
# GitHub Pages and most hosts compress text, scripts and WebAssembly as they send them (gzip,
# level 6 here); nginx's `user` line lets it read a folder under root's home when run by root.
cat >"$run/nginx.conf" <<CONF
$([[ $(id -u) -eq 0 ]] && echo "user root;")
worker_processes 1;
pid $run/nginx.pid;
error_log stderr warn;
events {}
http {
  access_log off;
  client_body_temp_path $run/body;
  proxy_temp_path $run/proxy;
  fastcgi_temp_path $run/fastcgi;
  uwsgi_temp_path $run/uwsgi;
  scgi_temp_path $run/scgi;
  types {
    text/html html;
    text/javascript js;
    application/wasm wasm;
    application/manifest+json webmanifest;
    application/json json;
    image/png png;
  }
  default_type application/octet-stream;
  gzip on;
  gzip_comp_level 6;
  gzip_vary on;
  gzip_types text/javascript application/wasm application/manifest+json application/json;
  server {
    listen 127.0.0.1:$port;
    location = / { return 302 $path; }
    location $path { alias $folder/; }
  }
}
CONF
echo "serve.sh: $folder at http://localhost:$port$path (Ctrl+C stops it)"
nginx -p "$run" -c "$run/nginx.conf" -g 'daemon off;'

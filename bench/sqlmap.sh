#!/usr/bin/env bash
# npm run bench:sqlmap: Debian's sqlmap against the built server on 127.0.0.1 (bench/README.md).
# On a machine without sqlmap (CI), it is installed first, as .ci/run installs faketime.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SQLMAP:-}" ] && ! command -v sqlmap >/dev/null; then
  echo "Installing Debian's sqlmap"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq sqlmap >/dev/null
fi
exec node bench/launch.mjs sqlmap "$@"

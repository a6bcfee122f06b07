#!/bin/sh
# A remote's container publishes the build baked into its image as <RELEASES_ROOT>/<APP_VERSION>/ at start,
# beside the versions published before it (a volume keeps them), and never over one: a version path always
# holds the same files, so a rollback is only a change of remotes.json.
set -eu
: "${BUILD_DIR:?set BUILD_DIR (the build inside the image)}" "${RELEASES_ROOT:?set RELEASES_ROOT}" "${APP_VERSION:?set APP_VERSION}"
case "$APP_VERSION" in
  *[!A-Za-z0-9._-]*) echo "publish-release.sh: APP_VERSION may hold only letters, digits, '.', '_' and '-'" >&2; exit 1 ;;
esac
[ -f "$BUILD_DIR/mf-manifest.json" ] || { echo "publish-release.sh: $BUILD_DIR holds no mf-manifest.json" >&2; exit 1; }

target="$RELEASES_ROOT/$APP_VERSION"
if [ -d "$target" ]; then
  echo "version $APP_VERSION is already published; serving it as it is"
else
  mkdir -p "$RELEASES_ROOT"
  # Copied beside and renamed, so a half-copied version is never served.
  rm -rf "$target.partial"
  cp -R "$BUILD_DIR" "$target.partial"
  mv "$target.partial" "$target"
  echo "published version $APP_VERSION"
fi
echo "versions here: $(ls "$RELEASES_ROOT" | grep -v '\.partial$' | tr '\n' ' ')"

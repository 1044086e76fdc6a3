#!/usr/bin/env bash
# Regenerates the demo clips and posters the first start seeds (committed; run by hand only).
# Each clip is 3 s of a procedural ffmpeg source, H.264 at a low bitrate with the index at the front.
set -euo pipefail
cd "$(dirname "$0")/media"
make() { # name size source-filter
  local name=$1 size=$2 src=$3
  ffmpeg -v error -y -f lavfi -i "$src" -t 3 -r 15 -s "$size" -c:v libx264 -preset veryslow -crf 36 \
    -pix_fmt yuv420p -profile:v main -movflags +faststart -an "$name.mp4"
  ffmpeg -v error -y -ss 0.1 -i "$name.mp4" -frames:v 1 -q:v 7 "$name.jpg"
}
make neon-koi          180x320 "mandelbrot=size=180x320:rate=15:start_scale=0.6:end_scale=0.2"
make glass-city        320x180 "testsrc2=size=320x180:rate=15,hue=h=t*40"
make moss-cathedral    240x240 "cellauto=size=240x240:rate=15:rule=110:random_fill_ratio=0.3,colorchannelmixer=rr=0.2:gg=0.9:bb=0.4"
make dune-drift        320x180 "gradients=size=320x180:rate=15:c0=orange:c1=purple:speed=0.05"
make paper-dragon      180x320 "life=size=180x320:rate=15:mold=10:r=15:ratio=0.1:death_color=#C83232:life_color=#00ff00"
make aurora-loop       240x240 "gradients=size=240x240:rate=15:c0=teal:c1=navy:c2=violet:speed=0.08"
make rain-on-mars      180x320 "gradients=size=180x320:rate=15:c0=darkred:c1=black:c2=orange:speed=0.04,hue=H=t/2"
make clockwork-bloom   320x180 "mandelbrot=size=320x180:rate=15:start_scale=1.5:end_scale=0.5:inner=period"
make tiny-astronaut    240x240 "testsrc=size=240x240:rate=15,hue=s=0.3"
make ocean-of-static   180x320 "cellauto=size=180x320:rate=15:rule=30:random_fill_ratio=0.5,colorchannelmixer=rr=0.1:gg=0.5:bb=1"
make lantern-festival  320x180 "gradients=size=320x180:rate=15:c0=gold:c1=crimson:c2=black:speed=0.1"
make liquid-chrome     240x240 "mandelbrot=size=240x240:rate=15:start_scale=0.3:end_scale=0.05:outer=normalized_iteration_count"

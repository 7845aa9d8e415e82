#!/bin/sh
# Composes a few Great Potlatch cards from their parts, the way the scene
# does (a crest, a totem icon and a valuable placed in a card face's slots),
# and renders them with rsvg-convert to PNGs under /tmp/gpart/ (or $1), so
# the art can be judged at card size (90x126) and larger before it reaches
# the game. The slot rectangles are the ones assets/README.md documents.
# Needs rsvg-convert (librsvg2-bin); montage (ImageMagick) for the sheets.
set -eu
cd "$(dirname "$0")/.."
art=assets/great_potlatch
out=${1:-/tmp/gpart}
mkdir -p "$out"

# place FILE X Y W H: the body of a part file as a nested <svg> filling the
# slot, keeping the part's own viewBox (ids differ between parts, so parts
# can share one document).
place() {
	viewbox=$(sed -n 's/.*viewBox="\([^"]*\)".*/\1/p' "$1" | head -n 1)
	printf '<svg x="%s" y="%s" width="%s" height="%s" viewBox="%s">\n' \
		"$2" "$3" "$4" "$5" "$viewbox"
	sed '1d;$d' "$1"
	printf '</svg>\n'
}

# potlatch_card FAMILY ICON VALUABLE: a whole Potlatch card face.
potlatch_card() {
	printf '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">\n'
	sed '1d;$d' "$art/card_potlatch.svg"
	place "$art/crest_$1.svg" 67 19 116 116
	place "$art/totem_$2.svg" 83 146 84 84
	place "$art/valuable_$3.svg" 55 240 140 100
	printf '</svg>\n'
}

# totem_card TOP MIDDLE BOTTOM: a Totem Pole card face.
totem_card() {
	printf '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">\n'
	sed '1d;$d' "$art/card_totem_pole.svg"
	place "$art/crest_$1.svg" 75 36 100 100
	place "$art/crest_$2.svg" 75 137 100 100
	place "$art/crest_$3.svg" 75 238 100 100
	printf '</svg>\n'
}

# ancestor FAMILY: an Ancestor card with its crest and a marker on two spaces.
ancestor() {
	printf '<svg xmlns="http://www.w3.org/2000/svg" width="350" height="250" viewBox="0 0 350 250">\n'
	sed '1d;$d' "$art/ancestor.svg"
	place "$art/crest_$1.svg" 22 58 150 150
	place "$art/marker_potlatch.svg" 229 54 52 52
	place "$art/marker_potlatch.svg" 289 164 52 52
	printf '</svg>\n'
}

potlatch_card thunderbird sun blanket >"$out/potlatch_thunderbird_sun_blanket.svg"
potlatch_card killer_whale moon oil >"$out/potlatch_killer_whale_moon_oil.svg"
potlatch_card wolf copper box >"$out/potlatch_wolf_copper_box.svg"
potlatch_card raven sun canoe >"$out/potlatch_raven_sun_canoe.svg"
totem_card raven wolf thunderbird >"$out/totem_raven_wolf_thunderbird.svg"
totem_card killer_whale killer_whale wolf >"$out/totem_killer_whale_killer_whale_wolf.svg"
ancestor wolf >"$out/ancestor_wolf.svg"

for svg in "$out"/potlatch_*.svg "$out"/totem_*.svg; do
	base=${svg%.svg}
	rsvg-convert -w 90 -h 126 "$svg" -o "${base}_90.png"
	rsvg-convert -w 250 -h 350 "$svg" -o "${base}_250.png"
done
rsvg-convert -w 350 -h 250 "$out/ancestor_wolf.svg" -o "$out/ancestor_wolf_350.png"
rsvg-convert -w 140 -h 100 "$out/ancestor_wolf.svg" -o "$out/ancestor_wolf_140.png"
for back in card_back card_back_totem; do
	rsvg-convert -w 90 -h 126 "$art/$back.svg" -o "$out/${back}_90.png"
done

if command -v montage >/dev/null 2>&1; then
	# the hand at play size on the table colour, and the same cards larger
	montage "$out"/potlatch_*_90.png "$out"/totem_*_90.png "$out"/card_back_90.png \
		"$out"/card_back_totem_90.png -background '#3a2418' -geometry +4+4 \
		-tile x1 "$out/hand_90.png"
	montage "$out"/potlatch_*_250.png "$out"/totem_*_250.png -background '#3a2418' \
		-geometry +6+6 -tile x1 "$out/cards_250.png"
fi
echo "Previews in $out"

P = "Pins"
CATEGORIES = [
    ("Teams", ["Alley Cats", "Jolly Rollers", "Night Owls", "Pin Pals", "Woodpeckers"]),
    ("Pubs", ["Anchor", "Bell", "Crown", "Fox", "Swan"]),
    ("Captains", ["Hugh", "Ken", "Len", "Mick", "Ned"]),
    ("Pins", ["156", "163", "170", "177", "184"], [156, 163, 170, 177, 184]),
]
SOLUTION = [
    ["Alley Cats", "Swan", "Len", "170"],
    ["Jolly Rollers", "Fox", "Hugh", "184"],
    ["Night Owls", "Crown", "Ned", "156"],
    ["Pin Pals", "Bell", "Mick", "177"],
    ["Woodpeckers", "Anchor", "Ken", "163"],
]
CLUES = [
    ("The Jolly Rollers, captained by Hugh, knocked down the most pins.",
     lambda s: s.same("Jolly Rollers", "Hugh") and s.n(P, "Jolly Rollers") == 184),
    ("The team from the Crown scored 7 fewer pins than Ken's team.",
     lambda s: s.n(P, "Crown") == s.n(P, "Ken") - 7),
    ("Len's team knocked down 7 more pins than the Woodpeckers.",
     lambda s: s.n(P, "Len") == s.n(P, "Woodpeckers") + 7),
    ("The Pin Pals, who don't play out of the Swan, scored 177.",
     lambda s: not s.same("Pin Pals", "Swan") and s.n(P, "Pin Pals") == 177),
    ("Neither the Alley Cats nor the Night Owls are from the Fox or the Bell.",
     lambda s: all(not s.same(t, p) for t in ("Alley Cats", "Night Owls") for p in ("Fox", "Bell"))),
    ("Mick's team, the Pin Pals, play out of the Bell.",
     lambda s: s.same("Mick", "Pin Pals") and s.same("Mick", "Bell")),
    ("The Anchor's team scored more pins than the Night Owls.",
     lambda s: s.n(P, "Anchor") > s.n(P, "Night Owls")),
    ("The Alley Cats knocked down 14 more pins than the Night Owls, whose captain is Ned.",
     lambda s: s.n(P, "Alley Cats") == s.n(P, "Night Owls") + 14 and s.same("Night Owls", "Ned")),
    ("Ken's team represent the Anchor, and the Jolly Rollers don't play for the Swan.",
     lambda s: s.same("Ken", "Anchor") and not s.same("Jolly Rollers", "Swan")),
]
QUESTIONS = [("Which pub do the Woodpeckers play for?", lambda s: s.v("Pubs", "Woodpeckers"))]
NUM = "."
DOT = False
INTRO = ["All Fall Down",
         "Five teams met for the final evening of the Vale skittles league. "
         "Each team represents a different pub and has a different captain, and each knocked down a different number of pins on the night."]
OUTRO = []
REMARKS = INTRO + OUTRO

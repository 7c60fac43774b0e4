CATEGORIES = [
    ("Passengers", ["Mr Lomax", "Mrs Naylor", "Dr Orme"]),
    ("Items", ["briefcase", "hat", "umbrella"]),
    ("Stations", ["Crewe", "Derby", "Stafford"]),
]
NUMBERING = "1)"
INTRO = [
    "On Monday the lost property office at Euston received three telephone calls from "
    "passengers who had left something on the 17.46 the previous Friday evening. Each had "
    "left a different item and had got off at a different station.",
]
CLUES = [
    ("The passenger who left the umbrella got off at Stafford.",
     lambda s: s.same("umbrella", "Stafford")),
    ("Dr Orme, who didn't leave a hat behind, didn't get off at Derby.",
     lambda s: not s.same("Dr Orme", "hat") and not s.same("Dr Orme", "Derby")),
    ("Mrs Naylor was not the owner of the briefcase.",
     lambda s: not s.same("Mrs Naylor", "briefcase")),
    ("Neither Mrs Naylor nor the owner of the briefcase got off at Derby.",
     lambda s: not s.same("Mrs Naylor", "Derby") and not s.same("briefcase", "Derby")),
]
QUESTIONS = [
    ("Which item did Dr Orme leave behind?", lambda s: s.v("Items", "Dr Orme")),
    ("At which station did the owner of the hat get off?", lambda s: s.v("Stations", "hat")),
]
REMARKS = INTRO

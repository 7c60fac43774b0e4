H = "Pavilions"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Pavilions", ["1", "2", "3", "4", "5"]),
    ("Exhibitors", ["Aurelio", "Brigitte", "Cormac", "Dagny", "Eamon"]),
    ("Flowers", ["dahlias", "irises", "lilies", "peonies", "sweet peas"]),
    ("Canopies", ["amber", "coral", "jade", "navy", "silver"]),
    ("Towns", ["Bath", "Crewe", "Ely", "Ripon", "Truro"]),
]
SOLUTION = [
    ["1", "Dagny", "irises", "navy", "Ripon"],
    ["2", "Cormac", "sweet peas", "silver", "Ely"],
    ["3", "Aurelio", "lilies", "amber", "Truro"],
    ["4", "Eamon", "dahlias", "coral", "Bath"],
    ["5", "Brigitte", "peonies", "jade", "Crewe"],
]
CLUES = [
    ("Aurelio has the middle pavilion.", lambda s: s.n(H, "Aurelio") == 3),
    ("The exhibitor from Ripon is in the first pavilion.", lambda s: s.n(H, "Ripon") == 1),
    ("The navy canopy belongs to the exhibitor from Ripon.", lambda s: s.same("navy", "Ripon")),
    ("The lilies are shown under the amber canopy.", lambda s: s.same("lilies", "amber")),
    ("The coral pavilion is immediately to the left of the jade pavilion.", lambda s: s.n(H, "coral") == s.n(H, "jade") - 1),
    ("Brigitte comes from Crewe.", lambda s: s.same("Brigitte", "Crewe")),
    ("Dagny shows irises.", lambda s: s.same("Dagny", "irises")),
    ("The sweet peas are in the pavilion next to the exhibitor from Ripon.", lambda s: near(s, "sweet peas", "Ripon")),
    ("Eamon's canopy is coral.", lambda s: s.same("Eamon", "coral")),
    ("The exhibitor from Truro shows lilies.", lambda s: s.same("Truro", "lilies")),
    ("The dahlia grower is next to the exhibitor from Crewe.", lambda s: near(s, "dahlias", "Crewe")),
    ("Cormac is from Ely.", lambda s: s.same("Cormac", "Ely")),
    ("The silver canopy is somewhere to the left of the coral one.", lambda s: s.n(H, "silver") < s.n(H, "coral")),
    ("The peonies are at one end of the row.", lambda s: s.n(H, "peonies") in (1, 5)),
    ("The exhibitor from Bath is not Cormac.", lambda s: not s.same("Bath", "Cormac")),
]
QUESTIONS = [
    ("Who shows the peonies?", lambda s: s.v("Exhibitors", "peonies")),
    ("Where does the exhibitor under the jade canopy come from?", lambda s: s.v("Towns", "jade")),
]
NUM = "."
DOT = True
INTRO = ["At the county flower show, five pavilions stand side by side, numbered 1 to 5 from left to right. Each has a canopy of a different colour and houses one exhibitor, who comes from a different town and shows a different flower."]
OUTRO = []
REMARKS = INTRO + OUTRO

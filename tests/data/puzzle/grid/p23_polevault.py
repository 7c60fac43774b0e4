H = "Heights"
CATEGORIES = [
    ("Vaulters", ["Freya", "Gemma", "Holly", "Isla"]),
    ("Schools", ["Ashgrove", "Beechwood", "Castlefield", "Dene Park"]),
    ("Heights", ["3.20 m", "3.35 m", "3.50 m", "3.65 m"], [320, 335, 350, 365]),
    ("Vests", ["blue", "green", "red", "yellow"]),
]
SOLUTION = [
    ["Freya", "Castlefield", "3.50 m", "green"],
    ["Gemma", "Ashgrove", "3.65 m", "red"],
    ["Holly", "Dene Park", "3.20 m", "yellow"],
    ["Isla", "Beechwood", "3.35 m", "blue"],
]
CLUES = [
    ("Gemma, who cleared the greatest height, doesn't go to Beechwood.",
     lambda s: s.n(H, "Gemma") == 365 and not s.same("Gemma", "Beechwood")),
    ("The vaulter in yellow cleared 15 cm less than Isla.", lambda s: s.n(H, "yellow") == s.n(H, "Isla") - 15),
    ("Freya and the Ashgrove girl wore green and red, respectively.",
     lambda s: not s.same("Freya", "Ashgrove") and s.same("Freya", "green") and s.same("Ashgrove", "red")),
    ("The Castlefield vaulter beat the one from Beechwood by 15 centimetres.",
     lambda s: s.n(H, "Castlefield") == s.n(H, "Beechwood") + 15),
    ("Holly's school is Dene Park.", lambda s: s.same("Holly", "Dene Park")),
    ("Isla's vest was blue.", lambda s: s.same("Isla", "blue")),
]
NUM = "."
DOT = False
INTRO = [
    "High Flyers",
    "The girls' pole vault at the county schools' championships was fought out between four athletes, each from a different school and each wearing a vest of a different colour.",
]
OUTRO = []
REMARKS = INTRO + OUTRO

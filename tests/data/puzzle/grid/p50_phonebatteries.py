B = "Battery"
CATEGORIES = [
    ("People", ["Ayo", "Bernadette", "Cosmo", "Delia", "Evander"]),
    ("Phones", ["Aria", "Nimbus", "Orbit", "Pixie", "Quill"]),
    ("Battery", ["20%", "35%", "50%", "65%", "80%"], [20, 35, 50, 65, 80]),
]
SOLUTION = [
    ["Ayo", "Orbit", "50%"],
    ["Bernadette", "Quill", "80%"],
    ["Cosmo", "Aria", "20%"],
    ["Delia", "Pixie", "65%"],
    ["Evander", "Nimbus", "35%"],
]
CLUES = [
    ("The Quill had the most charge left.", lambda s: s.n(B, "Quill") == 80),
    ("Evander's battery was lower than Delia's but higher than Cosmo's.",
     lambda s: s.n(B, "Cosmo") < s.n(B, "Evander") < s.n(B, "Delia")),
    ("Of Ayo and the Pixie owner, one had 50% left and the other had 65%.",
     lambda s: not s.same("Ayo", "Pixie") and (
         (s.same("Ayo", "50%") and s.same("Pixie", "65%")) or (s.same("Ayo", "65%") and s.same("Pixie", "50%")))),
    ("The Orbit had more charge than the Nimbus.", lambda s: s.n(B, "Orbit") > s.n(B, "Nimbus")),
    ("Delia's phone had more charge than Ayo's.", lambda s: s.n(B, "Delia") > s.n(B, "Ayo")),
    ("Bernadette's phone had more charge than Delia's.", lambda s: s.n(B, "Bernadette") > s.n(B, "Delia")),
    ("The Aria was the flattest of the five.", lambda s: s.n(B, "Aria") == 20),
]
QUESTIONS = [
    ("Which phone had 35% left?", lambda s: s.v("Phones", "35%")),
    ("Whose phone is the Orbit?", lambda s: s.v("People", "Orbit")),
]
NUM = ")"
INTRO = ["Low Battery: at the end of a long train journey, five passengers checked how much charge was left on their phones."]
OUTRO = []
REMARKS = INTRO + OUTRO

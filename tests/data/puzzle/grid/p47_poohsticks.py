A = "Ages"
CATEGORIES = [
    ("Children", ["Alfie", "Bella", "Charlie", "Daisy", "Evie"]),
    ("Surnames", ["Fox", "Hall", "Lamb", "Moss", "Pike"]),
    ("Ages", ["6", "7", "8", "9", "10"], [6, 7, 8, 9, 10]),
    ("Sticks", ["ash", "beech", "hazel", "oak", "willow"]),
]
SOLUTION = [
    ["Alfie", "Moss", "8", "hazel"],
    ["Bella", "Pike", "10", "oak"],
    ["Charlie", "Fox", "6", "willow"],
    ["Daisy", "Lamb", "9", "ash"],
    ["Evie", "Hall", "7", "beech"],
]
BOYS = ("Alfie", "Charlie")
GIRLS = ("Bella", "Daisy", "Evie")
CLUES = [
    ("The Pikes' daughter is the oldest of the five, and she dropped an oak twig.",
     lambda s: s.v("Children", "Pike") in GIRLS and s.n(A, "Pike") == 10 and s.same("Pike", "oak")),
    ("Charlie is the youngest; he isn't a Hall.", lambda s: s.n(A, "Charlie") == 6 and not s.same("Charlie", "Hall")),
    ("The hazel stick belonged to the Moss boy.", lambda s: s.v("Children", "Moss") in BOYS and s.same("hazel", "Moss")),
    ("Daisy is a year older than the Moss boy.", lambda s: s.v("Children", "Moss") in BOYS and s.n(A, "Daisy") == s.n(A, "Moss") + 1),
    ("Evie, who chose beech, is a year older than Charlie.",
     lambda s: s.same("Evie", "beech") and s.n(A, "Evie") == s.n(A, "Charlie") + 1),
    ("The Lambs' daughter didn't throw willow.", lambda s: s.v("Children", "Lamb") in GIRLS and not s.same("Lamb", "willow")),
    ("Alfie is two years older than Charlie, and Evie isn't a Lamb.",
     lambda s: s.n(A, "Alfie") == s.n(A, "Charlie") + 2 and not s.same("Evie", "Lamb")),
]
QUESTIONS = [("What is Charlie's surname, and which stick did he throw?",
              lambda s: (s.v("Surnames", "Charlie"), s.v("Sticks", "Charlie")))]
NUM = "."
INTRO = ["Five children from Hartfield, two boys (Alfie and Charlie) and three girls (Bella, Daisy and Evie), entered the junior Poohsticks race from the old footbridge.",
         "No two of them are the same age or come from the same family, and each dropped a twig from a different tree."]
OUTRO = []
REMARKS = INTRO + OUTRO

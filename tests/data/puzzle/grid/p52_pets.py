# p52_pets: 4x4, medium; no numbers: either/or, neither/nor, of-the-two.
# solution:
#   Gemma | parrot | Mango | Dr. Cruz
#   Hank | rabbit | Clover | Dr. Aziz
#   Isla | ferret | Noodle | Dr. Dale
#   Jonah | cat | Pippin | Dr. Bloom
CATEGORIES = [
    ("Owners", ["Gemma", "Hank", "Isla", "Jonah"]),
    ("Pets", ["cat", "ferret", "parrot", "rabbit"]),
    ("Names", ["Clover", "Mango", "Noodle", "Pippin"]),
    ("Vets", ["Dr. Aziz", "Dr. Bloom", "Dr. Cruz", "Dr. Dale"]),
]
INTRO = ["Four neighbors each own one pet, and no two of them take their pets to the same vet."]
REMARKS = INTRO
CLUES = [
    ("Noodle is either the ferret or Hank's pet.",
     lambda s: s.same("Noodle", "ferret") != s.same("Noodle", "Hank")),
    ("Neither the cat nor the rabbit is seen by Dr. Cruz.",
     lambda s: not s.same("cat", "Dr. Cruz") and not s.same("rabbit", "Dr. Cruz")),
    ("Gemma's pet, which isn't named Clover, goes to Dr. Cruz.",
     lambda s: not s.same("Gemma", "Clover") and s.same("Gemma", "Dr. Cruz")),
    ("Of Pippin and the rabbit, one sees Dr. Bloom and the other belongs to Hank.",
     lambda s: not s.same("Pippin", "rabbit") and (
         (s.same("Pippin", "Dr. Bloom") and s.same("rabbit", "Hank"))
         or (s.same("rabbit", "Dr. Bloom") and s.same("Pippin", "Hank")))),
    ("Dr. Dale treats neither the rabbit nor the cat.",
     lambda s: not s.same("Dr. Dale", "rabbit") and not s.same("Dr. Dale", "cat")),
    ("Jonah doesn't take his pet to Dr. Aziz or Dr. Dale.",
     lambda s: not s.same("Jonah", "Dr. Aziz") and not s.same("Jonah", "Dr. Dale")),
    ("The ferret belongs to either Isla or Jonah.",
     lambda s: s.same("ferret", "Isla") or s.same("ferret", "Jonah")),
    ("Hank's pet is not the cat, and Isla's pet is not named Clover.",
     lambda s: not s.same("Hank", "cat") and not s.same("Isla", "Clover")),
]

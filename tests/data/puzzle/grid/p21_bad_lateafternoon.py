T = "Times"
CATEGORIES = [
    ("Farmers", ["Mr Abel", "Mrs Bird", "Mr Cox", "Mrs Dean"]),
    ("Animals", ["calf", "ewe", "goat", "pony"]),
    ("Ailments", ["cough", "lameness", "sore eye", "torn ear"]),
    ("Times", ["1:00pm", "2:00pm", "3:00pm", "4:00pm"], [13, 14, 15, 16]),
]
CLUES = [
    ("Mr Abel's calf, which had a cough, was the vet's first call of the afternoon.",
     lambda s: s.same("Mr Abel", "calf") and s.same("calf", "cough") and s.n(T, "calf") == 13),
    ("Mrs Bird's goat was seen an hour after the calf.",
     lambda s: s.same("Mrs Bird", "goat") and s.n(T, "goat") == s.n(T, "calf") + 1),
    ("Mr Cox was visited before Mrs Dean.", lambda s: s.n(T, "Mr Cox") < s.n(T, "Mrs Dean")),
    ("The pony was lame, and the goat had a torn ear.",
     lambda s: s.same("pony", "lameness") and s.same("goat", "torn ear")),
]
BAD = (4, "The pony was seen late in the afternoon.")
REFUSED = {BAD[1]: {
    "'at 4:00pm, the last call'": lambda s: s.n(T, "pony") == 16,
    "'at 3:00pm'": lambda s: s.n(T, "pony") == 15,
    "'at 3:00pm or 4:00pm'": lambda s: s.n(T, "pony") >= 15,
}}
EXPECT = 2
QUESTIONS = [("Who owns the pony?", None)]
NUM = "."
DOT = False
INTRO = ["The Vet's Round",
         "Mr Pryce, the country vet, made four farm calls last Tuesday afternoon, on the hour from 1:00pm to 4:00pm. "
         "At each farm he saw a different animal with a different complaint."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "The pony was seen late in the afternoon.", must be refused: "late in
the afternoon" is vague. The calls were at 1:00pm, 2:00pm, 3:00pm and 4:00pm, and
nothing says which of them count as late: 4:00pm surely does, 3:00pm may or may
not. Without clue 4 the puzzle has two solutions: the pony is Mrs Dean's, seen
at 4:00pm, or Mr Cox's, seen at 3:00pm (the ewe with the sore eye is the other
one). Read as "at 4:00pm, the last call" the clue gives one solution (Mrs Dean's
pony); read as "at 3:00pm" it gives the other; read as "at 3:00pm or later" it
leaves both. A reader that takes "late" to mean "last" answers with confidence,
but the puzzle does not say so."""

# Clue 3, "Ilse played shortly after the cellist.", gives no exact gap: on a
# schedule of 20-minute slots "shortly after" could be the next slot or any
# later one, and the readings give different answers.
T = "Slots"
CATEGORIES = [
    ("Buskers", ["Fintan", "Gisela", "Horatio", "Ilse"]),
    ("Instruments", ["accordion", "cello", "didgeridoo", "saxophone"]),
    (T, ["11:00am", "11:20am", "11:40am", "12:00pm"], [660, 680, 700, 720]),
]
CLUES = [
    ("Gisela played first.", lambda s: s.same("Gisela", "11:00am")),
    ("The accordion was played last.", lambda s: s.same("accordion", "12:00pm")),
    ("Fintan didn't play the didgeridoo.", lambda s: not s.same("Fintan", "didgeridoo")),
    ("Horatio played after Fintan.", lambda s: s.n(T, "Horatio") > s.n(T, "Fintan")),
    ("Gisela played the cello.", lambda s: s.same("Gisela", "cello")),
]
REFUSED = {
    "Ilse played shortly after the cellist.": {
        "in the next slot": lambda s: s.n(T, "Ilse") == s.n(T, "cello") + 20,
        "at any later time": lambda s: s.n(T, "Ilse") > s.n(T, "cello"),
        "within 40 minutes": lambda s: 0 < s.n(T, "Ilse") - s.n(T, "cello") <= 40,
    },
}
EXPECT = 3
INTRO = "Four buskers took turns on the pitch outside the market hall on Saturday morning, 20 minutes each."
REMARKS = [INTRO]
NUM = ")"
QUESTIONS = [("Who played the saxophone?", None)]
REFUSED_AT = 3

P, T, O, S = "Poets", "Poems", "Slots", "Scores"
CATEGORIES = [
    (P, ["Jasper", "Leonie", "Mirabel", "Quincy", "Saoirse"]),
    (T, ["Ashes in April", "Dear Landlord", "Salt", "Static", "The Long Way Home"]),
    (O, ["first", "second", "third", "fourth", "fifth"]),
    (S, ["27.5", "28.1", "28.9", "29.4", "29.8"], [275, 281, 289, 294, 298]),
]
NUM = "."
INTRO = ("Open-mic night at the Copper Kettle ended, as it always does, with a slam: five poets, one poem each, "
         "read one after another and scored by three volunteers from the audience, whose marks were added together. "
         "No two poets received the same total.")
REMARKS = [INTRO]
CLUES = [
    ("The poet who went first received the lowest score, which is what usually happens to whoever goes first.", lambda s: s.same("first", "27.5")),
    ("Mirabel, who closed the evening, had the highest score.", lambda s: s.same("Mirabel", "fifth") and s.same("Mirabel", "29.8")),
    ("\"Salt\" was performed immediately before \"Dear Landlord\".", lambda s: s.n(O, "Salt") == s.n(O, "Dear Landlord") - 1),
    ("Saoirse performed right after Jasper.", lambda s: s.n(O, "Saoirse") == s.n(O, "Jasper") + 1),
    ("Quincy scored 0.5 points more than Jasper.", lambda s: s.n(S, "Quincy") == s.n(S, "Jasper") + 5),
    ("\"The Long Way Home\" scored lower than \"Dear Landlord\".", lambda s: s.n(S, "The Long Way Home") < s.n(S, "Dear Landlord")),
    ("Leonie read neither \"Ashes in April\" nor \"Salt\".", lambda s: not s.same("Leonie", "Ashes in April") and not s.same("Leonie", "Salt")),
    ("\"Static\" was not Saoirse's poem.", lambda s: not s.same("Static", "Saoirse")),
    ("Quincy read second, just before Jasper.", lambda s: s.same("Quincy", "second") and s.n(O, "Jasper") == 3),
    ("\"Ashes in April\" got the top score.", lambda s: s.same("Ashes in April", "29.8")),
    ("Leonie didn't read \"The Long Way Home\".", lambda s: not s.same("Leonie", "The Long Way Home")),
]
QUESTIONS = [("Who read \"Salt\"?", lambda s: s.v(P, "Salt"))]

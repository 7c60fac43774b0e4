D = "Dates"
CATEGORIES = [
    ("First names", ["Brian", "Eunice", "Joan", "Rita"]),
    ("Surnames", ["Arkwright", "Dobbs", "Hewitt", "Pollard"]),
    ("Bakes", ["Bakewell tart", "lemon drizzle", "scones", "Victoria sponge"]),
    ("Dates", ["3 June", "10 June", "17 June", "24 June"], [3, 10, 17, 24]),
]
SOLUTION = [
    ["Brian", "Hewitt", "scones", "17 June"],
    ["Eunice", "Pollard", "Victoria sponge", "3 June"],
    ["Joan", "Dobbs", "lemon drizzle", "24 June"],
    ["Rita", "Arkwright", "Bakewell tart", "10 June"],
]
CLUES = [
    ("Mrs Pollard did the first teas of the month.", lambda s: s.n(D, "Pollard") == 3),
    ("The person who did the teas a week after Rita (who isn't Mrs Dobbs) brought scones.",
     lambda s: not s.same("Rita", "Dobbs") and s.n(D, "scones") == s.n(D, "Rita") + 7),
    ("Joan, who isn't Mrs Arkwright, made the lemon drizzle.", lambda s: not s.same("Joan", "Arkwright") and s.same("Joan", "lemon drizzle")),
    ("Brian's turn came two weeks after Eunice's.", lambda s: s.n(D, "Brian") == s.n(D, "Eunice") + 14),
    ("The Victoria sponge wasn't baked by Mr Hewitt.", lambda s: not s.same("Victoria sponge", "Hewitt")),
    ("Dobbs did the teas later in the month than Arkwright.", lambda s: s.n(D, "Dobbs") > s.n(D, "Arkwright")),
    ("Eunice's turn came before Rita's, and Eunice didn't bake the Bakewell tart.", lambda s: s.n(D, "Eunice") < s.n(D, "Rita") and not s.same("Eunice", "Bakewell tart")),
    ("Mr Hewitt's turn came a week before Joan's.", lambda s: s.n(D, "Hewitt") == s.n(D, "Joan") - 7),
]
NUM = "."
DOT = False
INTRO = ["Four members of the tea rota at Upper Wickham Cricket Club each did one Saturday's teas in June, and each brought a different home-made bake. "
         "Can you work out each person's full name, the date and the bake?"]
OUTRO = []
REMARKS = INTRO + OUTRO

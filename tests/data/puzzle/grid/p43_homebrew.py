W = "Aging times"
CATEGORIES = [
    ("First names", ["Cal", "Hank", "Marty", "Russ"]),
    ("Last names", ["Dietz", "Kowalski", "Olsen", "Sheehan"]),
    ("Beers", ["oatmeal stout", "pale ale", "porter", "wheat beer"]),
    ("Aging times", ["3 weeks", "4 weeks", "5 weeks", "6 weeks"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Cal", "Olsen", "porter", "5 weeks"],
    ["Hank", "Sheehan", "wheat beer", "3 weeks"],
    ["Marty", "Dietz", "oatmeal stout", "6 weeks"],
    ["Russ", "Kowalski", "pale ale", "4 weeks"],
]
CLUES = [
    ("The oatmeal stout aged one week longer than Olsen's beer.", lambda s: s.n(W, "oatmeal stout") == s.n(W, "Olsen") + 1),
    ("Hank's beer, which wasn't the porter, was aged for the shortest time.",
     lambda s: not s.same("Hank", "porter") and s.n(W, "Hank") == 3),
    ("Mr. Kowalski brewed the pale ale.", lambda s: s.same("Kowalski", "pale ale")),
    ("Marty aged his beer two weeks longer than Russ did.", lambda s: s.n(W, "Marty") == s.n(W, "Russ") + 2),
    ("Cal isn't Mr. Sheehan, and Mr. Dietz didn't make the porter.",
     lambda s: not s.same("Cal", "Sheehan") and not s.same("Dietz", "porter")),
    ("Hank isn't Mr. Kowalski, and Cal aged his beer longer than Russ did.", lambda s: not s.same("Hank", "Kowalski") and s.n(W, "Cal") > s.n(W, "Russ")),
    ("The Sheehan brew spent just 3 weeks aging.", lambda s: s.n(W, "Sheehan") == 3),
    ("Russ didn't brew the porter.", lambda s: not s.same("Russ", "porter")),
]
NUM = "."
DOT = False
INTRO = ["Four members of a home-brewing club entered the tasting at the Cedar Falls Brewfest, each with a different beer that had been aged for a different number of weeks. "
         "Work out each brewer's full name, his beer and how long it was aged."]
OUTRO = []
REMARKS = INTRO + OUTRO

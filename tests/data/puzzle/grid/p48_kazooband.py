R = "Places"
CATEGORIES = [
    ("Players", ["Aldo", "Bree", "Cass", "Dex"]),
    ("Kazoos", ["blue", "green", "red", "yellow"]),
    ("Songs", ["Bingo", "Camptown Races", "Oh Susanna", "Yankee Doodle"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
    ("Hats", ["beret", "bowler", "fedora", "top hat"]),
]
SOLUTION = [
    ["Aldo", "red", "Camptown Races", "3rd", "top hat"],
    ["Bree", "yellow", "Bingo", "1st", "beret"],
    ["Cass", "blue", "Yankee Doodle", "4th", "fedora"],
    ["Dex", "green", "Oh Susanna", "2nd", "bowler"],
]
CLUES = [
    ("The player in the beret won first place.", lambda s: s.same("beret", "1st")),
    ("Aldo finished one place behind the green kazoo.", lambda s: s.n(R, "Aldo") == s.n(R, "green") + 1),
    ("The player who hummed Bingo wore a beret.", lambda s: s.same("Bingo", "beret")),
    ("Cass placed last.", lambda s: s.n(R, "Cass") == 4),
    ("The fedora wasn't worn by the red kazoo player.", lambda s: not s.same("fedora", "red")),
    ("Of Dex and the yellow kazoo player, one wore a bowler and the other played Bingo.",
     lambda s: not s.same("Dex", "yellow") and (
         (s.same("Dex", "bowler") and s.same("yellow", "Bingo")) or
         (s.same("yellow", "bowler") and s.same("Dex", "Bingo")))),
    ("Yankee Doodle was played on the blue kazoo.", lambda s: s.same("Yankee Doodle", "blue")),
    ("Aldo didn't play Oh Susanna.", lambda s: not s.same("Aldo", "Oh Susanna")),
    ("Neither Cass nor Dex wore the top hat.", lambda s: not s.same("Cass", "top hat") and not s.same("Dex", "top hat")),
    ("Dex finished ahead of Aldo but behind Bree.", lambda s: s.n(R, "Bree") < s.n(R, "Dex") < s.n(R, "Aldo")),
]
QUESTIONS = [("What song did Dex play?", lambda s: s.v("Songs", "Dex")),
             ("Who wore the fedora?", lambda s: s.v("Players", "fedora"))]
NUM = "."
INTRO = ["Four kazoo players competed in the summer camp talent show. Each played a different colored kazoo, hummed a different song, wore a different hat and took a different place."]
OUTRO = []
REMARKS = INTRO + OUTRO

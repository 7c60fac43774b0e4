S = "Scores"
CATEGORIES = [
    ("Singers", ["Abi", "Ben", "Carl", "Dot", "Ezra", "Flo"]),
    ("Genres", ["ballad", "country", "disco", "jazz", "punk", "rock"]),
    ("Scores", ["55 points", "60 points", "65 points", "70 points", "75 points", "80 points"],
     [55, 60, 65, 70, 75, 80]),
]
CLUES = [
    ("Carl's ballad won the night with the highest score.",
     lambda s: s.same("Carl", "ballad") and s.n(S, "Carl") == 80),
    ("Flo scored 10 points more than Dot.", lambda s: s.n(S, "Flo") == s.n(S, "Dot") + 10),
    ("The punk song got the fewest points, and it wasn't sung by Ezra.",
     lambda s: s.n(S, "punk") == 55 and not s.same("punk", "Ezra")),
    ("Abi sang disco and scored 5 points more than the jazz singer.",
     lambda s: s.same("Abi", "disco") and s.n(S, "Abi") == s.n(S, "jazz") + 5),
    ("Ezra scored less than Dot but more than Ben.", lambda s: s.n(S, "Ben") < s.n(S, "Ezra") < s.n(S, "Dot")),
    ("The country singer outscored the disco singer.", lambda s: s.n(S, "country") > s.n(S, "disco")),
]
REMARKS = ["Six friends took the microphone at the pub's karaoke night, each singing a song in a different style, and the machine gave each a different score."]
QUESTIONS = [("Who sang the country song?", lambda s: s.v("Singers", "country"))]

G = "Guesses"
CATEGORIES = [
    ("Guessers", ["Amos", "Bea", "Curt", "Dot", "Gus"]),
    ("Guesses", ["412", "436", "450", "475", "498"], [412, 436, 450, 475, 498]),
    ("Towns", ["Ashby", "Brook", "Cole", "Dover", "Elk Grove"]),
]
SOLUTION = [
    ["Amos", "450", "Dover"],
    ["Bea", "498", "Ashby"],
    ["Curt", "412", "Elk Grove"],
    ["Dot", "436", "Brook"],
    ["Gus", "475", "Cole"],
]
CLUES = [
    ("Bea guessed the highest number.", lambda s: s.n(G, "Bea") == 498),
    ("The guesser from Elk Grove guessed 24 fewer jelly beans than Dot did.", lambda s: s.n(G, "Elk Grove") == s.n(G, "Dot") - 24),
    ("Amos's guess was 25 lower than that of the Cole resident.", lambda s: s.n(G, "Amos") == s.n(G, "Cole") - 25),
    ("Curt, who isn't from Brook, guessed a lower number than Amos.",
     lambda s: not s.same("Curt", "Brook") and s.n(G, "Curt") < s.n(G, "Amos")),
    ("Dot isn't from Dover or Ashby.", lambda s: not s.same("Dot", "Dover") and not s.same("Dot", "Ashby")),
    ("Either Amos or Gus lives in Dover.", lambda s: s.same("Amos", "Dover") or s.same("Gus", "Dover")),
    ("The Ashby resident guessed more than Gus.", lambda s: s.n(G, "Ashby") > s.n(G, "Gus")),
]
QUESTIONS = [("Who guessed 436?", lambda s: s.v("Guessers", "436"))]
NUM = "."
DOT = False
INTRO = ["At the Harvest Days festival the hardware store set out a big glass jar of jelly beans, and five visitors from five different towns wrote down a guess of how many it held. No two guesses were the same. From the clues, can you match each guesser with his or her guess and hometown?"]
OUTRO = []
REMARKS = INTRO + OUTRO

W = "Catches"
CATEGORIES = [
    ("First names", ["Denzil", "Jago", "Loveday", "Perran", "Tamsin"]),
    ("Surnames", ["Bolitho", "Chegwin", "Nance", "Rowe", "Trewin"]),
    ("Boats", ["Curlew", "Gannet", "Kittiwake", "Puffin", "Shearwater"]),
    ("Catches", ["18 kg", "21 kg", "24 kg", "27 kg", "30 kg"], [18, 21, 24, 27, 30]),
]
SOLUTION = [
    ["Denzil", "Rowe", "Gannet", "24 kg"],
    ["Jago", "Trewin", "Puffin", "30 kg"],
    ["Loveday", "Nance", "Curlew", "18 kg"],
    ["Perran", "Bolitho", "Shearwater", "21 kg"],
    ["Tamsin", "Chegwin", "Kittiwake", "27 kg"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The five were Denzil, the Nance woman, the skipper of the Kittiwake, the one who landed 21 kg and Mr Trewin.",
     lambda s: distinct(s, "Denzil", "Nance", "Kittiwake", "21 kg", "Trewin")),
    ("Mr Rowe's catch weighed less than the Puffin's but more than Perran's.",
     lambda s: s.n(W, "Perran") < s.n(W, "Rowe") < s.n(W, "Puffin")),
    ("The person surnamed Chegwin skippers the Kittiwake.", lambda s: s.same("Chegwin", "Kittiwake")),
    ("Miss Nance landed 3 kg less than Bolitho.", lambda s: s.n(W, "Nance") == s.n(W, "Bolitho") - 3),
    ("Jago is either the skipper of the Puffin or the person whose surname is Rowe.",
     lambda s: s.same("Jago", "Puffin") != s.same("Jago", "Rowe")),
    ("The heaviest catch was landed from the Puffin.", lambda s: s.n(W, "Puffin") == 30),
    ("Tamsin's catch was 3 kg lighter than Jago's.", lambda s: s.n(W, "Tamsin") == s.n(W, "Jago") - 3),
    ("Perran, who isn't Mr Trewin, skippers the Shearwater.", lambda s: not s.same("Perran", "Trewin") and s.same("Perran", "Shearwater")),
    ("The Curlew brought in the smallest catch.", lambda s: s.n(W, "Curlew") == 18),
]
NUM = "."
DOT = False
INTRO = ["Five crabbers working out of Porthgwidden landed their lobster catches on the same Monday morning, each from a different boat. "
         "Can you work out each skipper's full name, the boat and the weight of lobster landed?"]
OUTRO = []
REMARKS = INTRO + OUTRO

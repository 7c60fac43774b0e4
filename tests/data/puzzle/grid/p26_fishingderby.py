W = "Weights"
T = "Times"
CATEGORIES = [
    ("Anglers", ["Buddy", "Corinne", "Lamar", "Pearl"]),
    ("Fish", ["channel catfish", "largemouth bass", "northern pike", "walleye"]),
    ("Baits", ["crankbait", "minnow", "nightcrawler", "spinner"]),
    ("Weights", ["4.5 pounds", "6 pounds", "7.25 pounds", "9 pounds"], [450, 600, 725, 900]),
    ("Times", ["8:15 AM", "9:40 AM", "11:05 AM", "12:30 PM"], [495, 580, 665, 750]),
]
SOLUTION = [
    ["Buddy", "walleye", "minnow", "6 pounds", "11:05 AM"],
    ["Corinne", "northern pike", "spinner", "9 pounds", "8:15 AM"],
    ["Lamar", "largemouth bass", "crankbait", "4.5 pounds", "12:30 PM"],
    ["Pearl", "channel catfish", "nightcrawler", "7.25 pounds", "9:40 AM"],
]
CLUES = [
    ("The heaviest fish was weighed in first.", lambda s: s.n(T, "9 pounds") == 495),
    ("The catfish, which was caught on a nightcrawler, weighed 1.25 pounds more than Buddy's fish.",
     lambda s: s.same("channel catfish", "nightcrawler") and s.n(W, "channel catfish") == s.n(W, "Buddy") + 125),
    ("Lamar weighed in his fish exactly 85 minutes after the walleye was weighed in.",
     lambda s: s.n(T, "Lamar") == s.n(T, "walleye") + 85),
    ("The fish caught on a crankbait was the lightest.", lambda s: s.n(W, "crankbait") == 450),
    ("Corinne didn't use a minnow, and her fish wasn't the walleye.",
     lambda s: not s.same("Corinne", "minnow") and not s.same("Corinne", "walleye")),
    ("The angler who used a spinner weighed in sometime before Pearl.", lambda s: s.n(T, "spinner") < s.n(T, "Pearl")),
    ("Neither the bass nor the pike was caught on a minnow.",
     lambda s: not s.same("largemouth bass", "minnow") and not s.same("northern pike", "minnow")),
    ("Pearl's fish outweighed Lamar's, and she weighed it in before Buddy weighed in his.",
     lambda s: s.n(W, "Pearl") > s.n(W, "Lamar") and s.n(T, "Pearl") < s.n(T, "Buddy")),
    ("The bass wasn't Corinne's.", lambda s: not s.same("largemouth bass", "Corinne")),
]
NUM = "."
DOT = False
INTRO = [
    "Lake Wapello Fishing Derby",
    "Four anglers brought prize fish to the scales at the Lake Wapello Fishing Derby. Each caught a different kind of fish on a different bait, and each fish had a different weight and was weighed in at a different time. Determine each angler's fish, bait, weight, and weigh-in time.",
]
OUTRO = []
REMARKS = INTRO + OUTRO

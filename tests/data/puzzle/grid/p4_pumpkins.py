W = "Weights"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Growers", ["Agnes", "Bertie", "Connie", "Desmond", "Effie"]),
    ("Weights", ["412.5 lb", "430 lb", "447.5 lb", "465 lb", "482.5 lb"], [4125, 4300, 4475, 4650, 4825]),
    ("Villages", ["Ashby", "Coldharbour", "Fenwick", "Long Sutton", "Much Hadham"]),
]
CLUES = [
    ("Bertie's monster, which had come all the way from Coldharbour, outweighed every other pumpkin on the green.",
     lambda s: s.same("Bertie", "Coldharbour") and w(s, "Bertie") == 4825),
    ("The pumpkin from Much Hadham was 17.5 pounds lighter than Effie's.",
     lambda s: w(s, "Much Hadham") == w(s, "Effie") - 175),
    ("Agnes's entry weighed 17.5 lb more than Effie's, though neither of them grows in Ashby.",
     lambda s: w(s, "Agnes") == w(s, "Effie") + 175 and not s.same("Agnes", "Ashby") and not s.same("Effie", "Ashby")),
    ("Desmond, to his relief, did not bring the lightest pumpkin of the day.", lambda s: w(s, "Desmond") != 4125),
    ("Connie's pumpkin was lighter than the one grown in Long Sutton.",
     lambda s: w(s, "Connie") < w(s, "Long Sutton")),
    ("Of Connie and Desmond, one grew the Ashby pumpkin and the other's weighed in at 412.5 lb.",
     lambda s: (s.same("Connie", "Ashby") and w(s, "Desmond") == 4125) or (s.same("Desmond", "Ashby") and w(s, "Connie") == 4125)),
    ("The Fenwick pumpkin was heavier than Effie's.", lambda s: w(s, "Fenwick") > w(s, "Effie")),
]
REMARKS = ["Every October the Wessex Giant Pumpkin Weigh-Off draws a crowd to the village green. This year five growers reached the final scales, each from a different village, and no two pumpkins weighed the same."]
QUESTIONS = [("How much did Desmond's pumpkin weigh, and where was it grown?",
              lambda s: (s.v("Weights", "Desmond"), s.v("Villages", "Desmond")))]

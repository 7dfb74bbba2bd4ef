"""What the corpus's text is made of, for every reader of it (retrieval, the parsers, the routes): Chinese
characters and the names of regulations and interpretations."""

from __future__ import annotations

import re

# the CJK unified ideographs: what makes a text Chinese to the corpus, the retriever and the parsers
HAN_CHARS = "\u4e00-\u9fff"
HAN = re.compile(f"[{HAN_CHARS}]")
# what a regulation, interpretation or the regulator's clauses are called (工伤保险条例, …的解释, …强制保险条款). Not
# '…法': the default corpus holds every national law, so a law it does not know is a misspelling (《不存在法》), not a gap
REGULATION_KINDS = "条例|规定|解释|办法|细则|决定|规则|意见|批复|通知|标准|条款"
REGULATION_NAME_CHARS = f"{HAN_CHARS}（）()〔〕\\d"
REGULATION_NAME = re.compile(rf"[{REGULATION_NAME_CHARS}]{{2,60}}(?:{REGULATION_KINDS})")

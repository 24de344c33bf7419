# A ficha da lição e o bloqueio do professor.

lesson-step-of = Passo { $step } de { $count }
lesson-close = Fechar
    .hint = Fecha a lição; a cena fica
lesson-running-note = Executando… pausa no momento que importa.
lesson-run = Executar ▶
lesson-running = Executando…
lesson-end = Fim da lição
lesson-next = Próximo ▶
lesson-back = ◀ Voltar
lesson-save-predictions = Salvar previsões (CSV)
lesson-predict = Preveja
lesson-measured = Medido
lesson-no-answer = sem resposta
lesson-your-prediction = Sua previsão: { $answer } { $mark }
lesson-timed-out = A execução atingiu o limite de tempo antes que seu gatilho acontecesse.
lesson-replay = ⟲ Repetir o momento

lock-explained = Mantém a gravidade, a detecção, o solver e os valores fixados dos materiais como estão; empurrar, agarrar, criar e a linha do tempo continuam livres.
lock-code = Código
lock-lock = Bloquear os ajustes da lição
lock-locked = Ajustes da lição bloqueados
lock-unlock = Desbloquear
lock-wrong-code = código errado

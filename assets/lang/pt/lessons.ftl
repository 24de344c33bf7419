# A ficha da lição e o bloqueio do professor.

lesson-step-of = Passo { $step } de { $count }
lesson-in-english = Esta lição ainda não tem texto em { $language }: ela aparece em inglês.
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

## The values a lesson reveals
measure-speed = rapidez de { $body }
measure-spin = giro de { $body }
measure-velocity = velocidade { $axis } de { $body }
measure-momentum = quantidade de movimento { $axis } de { $body }
measure-total-momentum = quantidade de movimento total { $axis }
measure-kinetic-energy = energia cinética de { $body }
measure-total-kinetic-energy = energia cinética total
measure-spring-energy = energia nas molas
measure-total-energy = energia total (movimento, altura, molas)
measure-height = altura de { $body }
measure-highest-point = ponto mais alto de { $body }
measure-distance = distância percorrida por { $body }
measure-tilt = inclinação de { $body }
measure-angle = ângulo entre { $a } e { $b }
measure-time = tempo
measure-collisions = colisões
measure-impacts = impactos
measure-penetration = sobreposição de { $a } e { $b }
measure-apart = distância entre { $a } e { $b }
